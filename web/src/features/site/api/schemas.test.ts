import { describe, expect, it } from 'vitest';
import { siteSettingResponseSchema } from './schemas';

const contact = { cityCode: 'HN', type: 1, phone: '024 1234', emailSupport: 'hn@stayvn.test' };

describe('the site setting as the web reads it', () => {
  it('trims the hotline, reads a decimal string, keeps only web social links', () => {
    const { data } = siteSettingResponseSchema.parse({
      data: {
        hotline: '  1900 1234 ',
        exchangeRate: '25400.50',
        supportContacts: [contact],
        socialLinks: [
          { network: 'facebook', url: 'https://facebook.com/stayvn' },
          { network: 'x', url: 'javascript:alert(1)' },
        ],
        holidays: [{ broken: true }],
        vatRate: 'not a number',
      },
    });
    expect(data).toEqual({
      hotline: '1900 1234',
      exchangeRate: 25_400.5,
      supportContacts: [contact],
      socialLinks: [{ network: 'facebook', url: 'https://facebook.com/stayvn' }],
    });
  });

  it('reads unset fields as nothing, and refuses a contact the CMS could not have saved', () => {
    expect(siteSettingResponseSchema.parse({ data: { hotline: ' ', exchangeRate: 0 } }).data).toEqual({
      hotline: null,
      exchangeRate: null,
      supportContacts: [],
      socialLinks: [],
    });
    const bad = siteSettingResponseSchema.safeParse({
      data: { supportContacts: [{ ...contact, cityCode: 'XX' }] },
    });
    expect(bad.success).toBe(false);
  });
});
