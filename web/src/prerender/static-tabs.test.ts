import { describe, expect, it } from 'vitest';
import { keyboardReadyTabs } from './static-tabs';

describe('prerendered tabs', () => {
  it('make the selected tab the tab stop and take the panel out of the tab order', () => {
    const html =
      '<div role="tablist"><div tabindex="-1" aria-selected="true" role="tab">Apartments</div>' +
      '<div tabindex="-1" aria-selected="false" role="tab">Offices</div></div>' +
      '<div id="p" tabindex="0" role="tabpanel"><input></div><a tabindex="-1" href="/x">x</a>';
    expect(keyboardReadyTabs(html)).toBe(
      '<div role="tablist"><div tabindex="0" aria-selected="true" role="tab">Apartments</div>' +
        '<div tabindex="-1" aria-selected="false" role="tab">Offices</div></div>' +
        '<div id="p" role="tabpanel"><input></div><a tabindex="-1" href="/x">x</a>',
    );
  });
});
