import { describe, expect, it } from 'vitest';
import { itemOf, pageOf } from './staff-nav';

describe('pageOf and itemOf', () => {
  it('opens an item of a queue from its URL, as the staff mails link it', () => {
    const id = '0b6c2f5e-6b0e-4a53-9a3e-2f1f1b7c9d10';
    expect(pageOf(`owner-submissions/${id}`)).toMatchObject({ path: 'owner-submissions' });
    expect(itemOf(`owner-submissions/${id}`)).toBe(id);
    expect(pageOf(`help-issues/${id}/`)).toMatchObject({ path: 'help-issues' });
    expect(pageOf(`enquiries/${id}`)).toMatchObject({ path: 'enquiries' });
    expect(pageOf(`support-requests/${id}`)).toMatchObject({ path: 'support-requests' });
    // The conflict mail links to an apartment's calendar by its document id.
    expect(pageOf('calendar/apt-123')).toMatchObject({ path: 'calendar' });
    expect(itemOf('calendar/apt-123')).toBe('apt-123');
    expect(pageOf('calendar-conflicts')).toMatchObject({ path: 'calendar-conflicts' });
  });

  it('keeps the plain pages and refuses ids where a page has no items', () => {
    expect(pageOf('')).toMatchObject({ id: 'dashboard' });
    expect(itemOf('enquiries')).toBeUndefined();
    expect(pageOf('login')).toBe('login');
    expect(pageOf('login/x')).toBeUndefined();
    expect(pageOf('members/x')).toBeUndefined();
    expect(pageOf('enquiries/x/y')).toBeUndefined();
  });
});
