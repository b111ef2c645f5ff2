/**
 * react-aria's tabs set their keyboard stops in effects, which a prerendered page has not run:
 * its HTML has every tab at tabindex -1 and the panel at 0, so a first Tab pass skipped the tabs
 * and stopped on the panel (with no focus ring) until the scripts took the form over. The HTML
 * gets the stops react-aria sets once it runs: the selected tab is the tab stop, and the panel is
 * none (the site's only tab panels are the search form's, which hold its fields).
 */
export function keyboardReadyTabs(html: string): string {
  return html.replace(/<[a-z]+\b[^>]*\brole="tab(?:panel)?"[^>]*>/g, (tag) => {
    if (tag.includes('role="tabpanel"')) return tag.replace(/\s+tabindex="0"/, '');
    return tag.includes('aria-selected="true"') ? tag.replace(/\btabindex="-1"/, 'tabindex="0"') : tag;
  });
}
