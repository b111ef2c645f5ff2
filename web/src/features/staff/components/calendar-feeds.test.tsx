// @vitest-environment jsdom
import type { CalendarFeed } from '@stayvn/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { renderApp } from '@/test/render-app';
import { setStaffSession } from '../api/staff-session';
import { CalendarFeeds } from './calendar-feeds';

const propertyId = 'apt-12';
const base = `${config.apiUrl}/staff/properties/${propertyId}/calendar-imports`;

const feed = (id: string, channel: string, source: CalendarFeed['source']): CalendarFeed => ({
  id,
  propertyId,
  channel,
  url: `https://${channel.toLowerCase()}.example.com/calendar.ics`,
  source,
  lastSuccessAt: '2031-03-01T10:00:00.000Z',
  lastFailureAt: null,
  lastFailureMessage: null,
  nextFetchAt: '2031-03-01T10:15:00.000Z',
  createdAt: '2031-02-01T10:00:00.000Z',
});
const fromCms = feed('0b8d4f2e-4c61-4d0a-9a55-0d8f1c1e2a01', 'Airbnb', 'cms');
const fromConsole = feed('0b8d4f2e-4c61-4d0a-9a55-0d8f1c1e2a02', 'Agoda', 'console');

let feeds: CalendarFeed[] = [];
const deleted: string[] = [];
const server = setupServer(
  http.get(base, () => HttpResponse.json({ feeds, conflicts: [] })),
  http.delete(`${base}/:feedId`, ({ params }) => {
    const removed = feeds.find((item) => item.id === params.feedId)!;
    deleted.push(String(params.feedId));
    feeds = feeds.filter((item) => item !== removed);
    return HttpResponse.json(removed);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  feeds = [fromCms, fromConsole];
  deleted.length = 0;
  setStaffSession({
    accessToken: 'staff-access-token',
    accessTokenExpiresAt: 1_900_000_000,
    sessionExpiresAt: 1_900_000_000,
    staff: {
      id: '5f0c2a8e-3b7d-4e61-8a2f-6c1d9e0b4a11',
      email: 'support@stayvn.local',
      fullName: 'Support',
      role: 'support',
      status: 'active',
      totpEnrolled: true,
      createdAt: '2031-01-01T00:00:00.000Z',
      lastLoginAt: null,
    },
  });
});

/** The list item of the feed from `channel`. */
async function feedItem(channel: string) {
  const items = await screen.findAllByTestId('staff-feed');
  const item = items.find((element) => element.textContent?.includes(channel));
  if (!item) throw new Error(`no feed from ${channel}`);
  return item;
}

describe('the staff calendar’s channel feeds', () => {
  it('marks a feed the CMS gave as "CMS", sends editors there, and offers no remove for it', async () => {
    await renderApp(<CalendarFeeds propertyId={propertyId} />, { language: 'vi' });
    const cms = await feedItem('Airbnb');
    expect(within(cms).getByText('CMS')).toBeTruthy();
    expect(within(cms).getByTestId('staff-feed-cms').textContent).toBe(
      'Được nhập trong CMS cùng căn hộ: sửa hoặc xóa tại đó.',
    );
    expect(within(cms).queryByTestId('staff-feed-remove')).toBeNull();

    const staff = await feedItem('Agoda');
    expect(within(staff).queryByText('CMS')).toBeNull();
    expect(within(staff).queryByTestId('staff-feed-cms')).toBeNull();
    expect(within(staff).getByTestId('staff-feed-remove')).toBeTruthy();
  });

  it('removes a feed staff added, and only that one', async () => {
    const { user } = await renderApp(<CalendarFeeds propertyId={propertyId} />);
    await user.click(within(await feedItem('Agoda')).getByTestId('staff-feed-remove'));
    await waitFor(() => expect(screen.getAllByTestId('staff-feed')).toHaveLength(1));
    expect(deleted).toEqual([fromConsole.id]);
    expect(screen.getByTestId('staff-feed').textContent).toContain('Airbnb');
  });
});
