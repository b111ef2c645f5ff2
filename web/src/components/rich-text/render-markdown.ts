import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { cmsMediaUrl } from '@/lib/cms-client';

/**
 * CMS rich text (Strapi's markdown) as safe HTML: rendered by marked, then sanitised by
 * DOMPurify, so an editor's stray <script> or onerror never runs. Images uploaded through the
 * CMS have relative URLs; they are made absolute against the CMS. Links leaving the site open in
 * a new tab without handing it the opener.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  if (typeof document === 'undefined') return clean;
  const template = document.createElement('template');
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
