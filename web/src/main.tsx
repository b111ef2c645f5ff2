import { onFirstUse } from '@/lib/first-use';
import { isFirstVisitOf } from './prerender/first-visit';
import { readPrerenderedState } from './prerender/state';
import './styles/global.css';

/*
 * The page's one script at load. A prerendered page (home, results, apartments) is complete
 * as HTML: its links, `<details>`, GET forms and the dialogs' own pages work before any script
 * runs. For a first visitor it is exactly what the app would show, so the app (`start.tsx`:
 * React, the router, the page's code) is loaded at the visitor's first use of the page — a
 * pointer move, touch, key, scroll or focus — and the phone does none of that work for a
 * visitor who only looks. That first use does what it does in the plain page; the app takes
 * over after it. Everyone else (another address, a session, a preference or a list stored, a
 * page that is not prerendered) gets the app at once.
 */
const prerendered = readPrerenderedState(document);
const start = () => {
  // Says the app waits for a first use; end-to-end tests look for it before they move the pointer.
  delete document.documentElement.dataset.startsAtFirstUse;
  void import('./start').then((app) => app.start(prerendered));
};

if (
  prerendered &&
  isFirstVisitOf(prerendered, window.location, () => ({
    local: window.localStorage,
    session: window.sessionStorage,
  }))
) {
  document.documentElement.dataset.startsAtFirstUse = '';
  onFirstUse(start);
} else start();
