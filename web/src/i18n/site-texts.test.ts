import { describe, expect, it } from 'vitest';
import { messagesByLanguage } from './catalogs';

/* Texts a visitor read in the wrong language or about the wrong thing (issue 21). */
describe('site texts', () => {
  it('the Japanese footer copyright is Japanese', () => {
    expect(messagesByLanguage.jp['footer.copyright']).not.toMatch(/All rights reserved/i);
    expect(messagesByLanguage.jp['footer.copyright']).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it("the map's wheel hint is translated, with pigeon-maps' META for the key", () => {
    const hints = Object.values(messagesByLanguage).map((messages) => messages['detail.location.wheelZoom']);
    for (const hint of hints) expect(hint).toContain('META');
    expect(new Set(hints).size).toBe(3);
  });

  it("an office's empty ratings tab speaks of an office", () => {
    expect(messagesByLanguage.en['reviews.emptyOffice']).toMatch(/office/);
    expect(messagesByLanguage.en['reviews.emptyOffice']).not.toMatch(/apartment/);
    expect(messagesByLanguage.vi['reviews.emptyOffice']).toMatch(/văn phòng/);
    expect(messagesByLanguage.jp['reviews.emptyOffice']).toMatch(/オフィス/);
  });
});
