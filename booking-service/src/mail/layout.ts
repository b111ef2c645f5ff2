import type { Language } from '@stayvn/shared';

/** What a mail is once rendered: its subject, a plain-text part and an HTML part. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The words of one mail in one language; `render` lays them out. */
export interface Wording {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  ignore: string;
  signature: string;
}

export const brand = 'StayVN';

/** Escapes text for HTML and XML alike (attribute values and element content). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const htmlLang: Record<Language, string> = { en: 'en', jp: 'ja', vi: 'vi' };

/** Every mail's one layout: the greeting, the lines, a button to `link`, the note and the signature. */
export function render(language: Language, wording: Wording, link: string): MailContent {
  const text = [
    wording.greeting,
    '',
    ...wording.lines,
    '',
    link,
    '',
    wording.ignore,
    '',
    wording.signature,
    '',
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${htmlLang[language]}">
<head><meta charset="utf-8"><title>${escapeHtml(wording.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">${brand}</p>
${[wording.greeting, ...wording.lines].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(wording.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>
${paragraph(wording.ignore)}
<p style="margin:0;color:#555">${escapeHtml(wording.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: wording.subject, text, html };
}
