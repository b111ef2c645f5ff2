// @vitest-environment jsdom
import { defaultCityId } from '@stayvn/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { renderApp } from '@/test/render-app';
import { SearchForm } from './search-form';

const countQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get(`${config.apiUrl}/v1/properties/search/count`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    countQueries.push(query);
    return HttpResponse.json({ total: query.get('sizes') === '50-80' ? 3 : 12 });
  }),
  // The CMS's lists are down: the form falls back to the shared cities and fixed size buckets.
  http.get(`${config.cmsUrl}/api/*`, () =>
    HttpResponse.json({ error: { status: 503, name: 'ServiceUnavailable', message: 'x' } }, { status: 503 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  countQueries.length = 0;
});
afterAll(() => server.close());

// A search from a page without searchGlobal sends false; from the results, the flipped value.
const baseResultsSearch = { pageIndex: 1, pageSize: 15, orderBy: 'desc', searchGlobal: false };

describe('SearchForm', { timeout: 30_000 }, () => {
  it('opens the results with the keyword and the chosen size in the URL', async () => {
    const onSubmitted = vi.fn();
    const { user, router } = await renderApp(<SearchForm variant="dialog" onSubmitted={onSubmitted} />);

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  Thao Dien ');
    await user.click(screen.getByTestId('search-sizes'));
    const sizes = await screen.findByTestId('search-sizes-options');
    await user.click(within(sizes).getByRole('option', { name: '50–80 m²' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('search-sizes-options')).toBeNull());
    expect(screen.getByTestId('search-sizes').textContent).toContain('50–80 m²');

    // The live count asks the service once the filter has rested, with the same filter.
    expect(await screen.findByText('3 properties match', {}, { timeout: 5000 })).toBeTruthy();
    expect(countQueries.at(-1)?.get('keyword')).toBe('Thao Dien');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search-result'));
    expect(router.state.location.search).toEqual({
      ...baseResultsSearch,
      type: 'residence',
      keyword: 'Thao Dien',
      cityId: defaultCityId,
      sizes: '50-80',
    });
    expect(router.state.location.href).toBe(
      '/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=false' +
        '&type=residence&keyword=Thao+Dien&cityId=1&sizes=50-80',
    );
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('carries the city and the office dates under the results page names, for a plain submit', async () => {
    const { user, router } = await renderApp(<SearchForm variant="dialog" />, { language: 'vi' });
    const form = screen.getByTestId('search-form') as HTMLFormElement;
    const city = screen.getByRole('combobox', { name: 'Thành phố' });
    expect(city.tagName).toBe('SELECT');
    expect(new FormData(form).get('cityId')).toBe(String(defaultCityId));

    await user.selectOptions(city, 'TP. Hồ Chí Minh');
    expect(new FormData(form).get('cityId')).toBe('2');
    await user.click(screen.getByRole('radio', { name: 'Văn phòng' }));
    // The office dates are the shared range picker's named inputs, in the spec's vi format.
    const dates = await screen.findByTestId('search-dates');
    expect(new FormData(form).get('checkIn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new FormData(form).get('checkOut')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(within(dates).getAllByRole('spinbutton')).toHaveLength(6);
    expect(within(dates).getByRole('button', { name: /Mở lịch/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/search-result'));
    expect(router.state.location.search).toMatchObject({ type: 'office', cityId: 2 });
  });

  it('searches offices from the Offices tab, with the default dates, in Vietnamese', async () => {
    const { user, router } = await renderApp(<SearchForm variant="dialog" />, {
      language: 'vi',
      path: '/vi/search-result?searchGlobal=false',
    });

    await user.click(screen.getByRole('radio', { name: 'Văn phòng' }));
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/search-result'));
    const search = router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({
      ...baseResultsSearch,
      searchGlobal: true,
      type: 'office',
      cityId: defaultCityId,
    });
    expect(search.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(search.checkOut).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(search.checkOut) > String(search.checkIn)).toBe(true);
  });
});
