import DOMPurify, { type WindowLike } from 'dompurify';
import { marked } from 'marked';
import { cmsMediaUrl } from '@/lib/cms-client';

/** DOMPurify and the document it parses with: the browser's, or one handed in where none is. */
let dom = typeof document === 'undefined' ? null : { purify: DOMPurify, document };

/**
 * Where no browser is (the prerenderer, in Node), rich text is sanitised and finished in the
 * DOM of the window given (jsdom's, as DOMPurify documents), so a prerendered page carries the
 * same HTML the browser would make.
 */
export function provideDomWindow(window: WindowLike & { document: Document }) {
  dom = { purify: DOMPurify(window), document: window.document };
}

/**
 * What rich text never carries besides scripts (issue 20, finding 8): inline styles and style
 * sheets (a pasted `position:fixed` covers the page, and the CSP allows no inline style
 * attributes anyway) and forms with their controls (an editor's mistake could add a phishing
 * login form to a page of ours).
 */
const forbiddenTags = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'fieldset',
  'datalist',
  'output',
  'keygen',
];
const forbiddenAttributes = ['style', 'action', 'formaction', 'method', 'form'];

/**
 * CMS rich text (Strapi's markdown) as safe HTML: rendered by marked, then sanitised by
 * DOMPurify, so an editor's stray <script> or onerror never runs. Images uploaded through the
 * CMS have relative URLs; they are made absolute against the CMS. Links leaving the site open in
 * a new tab without handing it the opener.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  if (!dom) throw new Error('renderMarkdown needs a DOM: call provideDomWindow first');
  const clean = dom.purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
  });
  const template = dom.document.createElement('template');
  template.innerHTML = clean;
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (src?.startsWith('/')) image.setAttribute('src', cmsMediaUrl(src));
    image.setAttribute('loading', 'lazy');
  }
  for (const link of template.content.querySelectorAll('a[href]')) {
    if (/^https?:\/\//.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}
