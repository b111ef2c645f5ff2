import { describe, expect, it, vi } from 'vitest';
import { messagesByLanguage } from './catalogs';
import { partOfMessage, startNamespaces } from './parts';

describe('message parts', () => {
  it('put an id in the start part by its first segment', () => {
    expect(partOfMessage('header.preferences')).toBe('start');
    expect(partOfMessage('home.heading')).toBe('start');
    expect(partOfMessage('detail.loading')).toBe('rest');
    expect(partOfMessage('search.title')).toBe('rest');
  });

  it('name only namespaces the catalogue has, and leave a rest', () => {
    const namespaces = new Set(Object.keys(messagesByLanguage.en).map((id) => id.split('.')[0]));
    for (const namespace of startNamespaces) expect(namespaces).toContain(namespace);
    expect(
      Object.keys(messagesByLanguage.en).filter((id) => partOfMessage(id) === 'rest').length,
    ).toBeGreaterThan(0);
  });

  it('load the start part alone, then complete the same object with the rest', async () => {
    vi.resetModules();
    const i18n = await import('./index');
    const start = await i18n.loadMessages('vi', 'start');
    const ids = Object.keys(start);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => partOfMessage(id) === 'start')).toBe(true);
    expect(start).not.toHaveProperty(['detail.loading']);

    let loadedFirst = false;
    const part = i18n.withAllMessages(async () => {
      loadedFirst = true;
      return 'module';
    });
    await expect(part()).resolves.toBe('module');
    expect(loadedFirst).toBe(true);
    // The object handed out before is the one completed: nothing rendered needs to render again.
    expect(i18n.messagesFor('vi')).toBe(start);
    expect(start).toEqual(
      Object.fromEntries(
        Object.entries(messagesByLanguage.vi).filter(([id]) => partOfMessage(id) !== 'staff'),
      ),
    );
  });

  it("keep the back office's messages for the staff routes", async () => {
    expect(partOfMessage('staff.login.title')).toBe('staff');
    vi.resetModules();
    const i18n = await import('./index');
    const all = await i18n.loadMessages('jp', 'all');
    expect(Object.keys(all).some((id) => partOfMessage(id) === 'staff')).toBe(false);
    const { loadStaffMessages } = await import('./staff-messages');
    await loadStaffMessages('jp');
    expect(i18n.messagesFor('jp')).toEqual(messagesByLanguage.jp);
  });

  it('give English (its start part, bundled) for a language not loaded yet', async () => {
    vi.resetModules();
    const i18n = await import('./index');
    const ids = Object.keys(i18n.messagesFor('jp'));
    expect(ids).toContain('header.preferences');
    expect(ids.every((id) => partOfMessage(id) === 'start')).toBe(true);
  });
});
