// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { SiteLink } from './site-link';

/*
 * A link that opens a dialog once the app runs (a card's Contact us, the floating search): its
 * `href` is what works before the app; a plain press then opens the dialog and stays put, and a
 * press with a modifier key is left to the browser (a new tab), as on any link.
 */
async function renderContactLink() {
  const open = vi.fn();
  const rendered = await renderApp(
    <SiteLink language="en" path="about-us/contact-us" opensInPlace={open}>
      Contact us
    </SiteLink>,
  );
  return { open, ...rendered, link: screen.getByRole('link', { name: 'Contact us' }) };
}

describe('SiteLink with opensInPlace', () => {
  it('names the page it stands for', async () => {
    const { link } = await renderContactLink();
    expect(link.getAttribute('href')).toBe('/en/about-us/contact-us');
  });

  it('opens in place on a plain press and does not navigate', async () => {
    const { open, link, user, router } = await renderContactLink();
    await user.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('leaves a press with a modifier key to the browser', async () => {
    const { open, link } = await renderContactLink();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    fireEvent(link, press);
    expect(open).not.toHaveBeenCalled();
    expect(press.defaultPrevented).toBe(false);
  });
});
