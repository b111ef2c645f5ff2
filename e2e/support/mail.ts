import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eEnv, production } from './environment.js';

export type CapturedMail = { to: string[]; raw: string; text: string };

/**
 * A real SMTP server the booking service delivers to (its SMTP_URL), keeping every message
 * in memory so a test can read the links a person would click. In the production run the
 * topology's own SMTP server keeps each mail as a file (one server for the whole run, so the
 * end can check that each mail came exactly once); this reads that folder instead.
 */
export class MailCapture {
  readonly messages: CapturedMail[] = [];
  private server?: SMTPServer;
  private readFiles = new Set<string>();

  /** The production run's mails not read yet. */
  private refresh() {
    if (!production) return;
    for (const file of readdirSync(production.mailDir).sort()) {
      if (this.readFiles.has(file)) continue;
      this.readFiles.add(file);
      this.messages.push(parseMailFile(readFileSync(join(production.mailDir, file), 'utf8'), file));
    }
  }

  async start() {
    if (production) return this.refresh();
    const { hostname, port } = new URL(e2eEnv.booking.SMTP_URL);
    this.server = new SMTPServer({
      // Plain local SMTP: no TLS upgrade to a self-signed certificate, no login.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          this.messages.push({ to, raw, text: decodeMessage(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(Number(port), hostname, () => resolve());
    });
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for a mail to `to` (any recipient when omitted) whose decoded text has every one of `texts`. */
  async waitForMail(to: string | undefined, texts: string[], timeoutMs = 20_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      this.refresh();
      const found = [...this.messages]
        .reverse()
        .find(
          (mail) =>
            (to === undefined || mail.to.includes(to.toLowerCase())) &&
            texts.every((text) => mail.text.includes(text)),
        );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to ?? 'anyone'} with ${texts.join(', ')} within ${timeoutMs} ms`);
  }

  /** Waits for a mail to `to` whose decoded text contains `marker`, and returns the link with it. */
  async waitForLink(to: string, marker: string, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      this.refresh();
      for (const mail of [...this.messages].reverse()) {
        if (!mail.to.includes(to.toLowerCase())) continue;
        const link = mail.text.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(marker));
        if (link) return link;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} with a link containing ${marker} within ${timeoutMs} ms`);
  }
}

/** A mail kept by the production run's SMTP server (`<n>-<recipients>.eml`). */
export function parseMailFile(raw: string, file: string): CapturedMail {
  const to = file
    .replace(/^\d+-/, '')
    .replace(/\.eml$/, '')
    .toLowerCase()
    .split(',');
  return { to, raw, text: decodeMessage(raw) };
}

/** Every part of a MIME message, decoded (quoted-printable, base64) and joined. */
function decodeMessage(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  let parts = [raw];
  for (const boundary of boundaries) {
    parts = parts.flatMap((part) => part.split(`--${boundary}`));
  }
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      let text = body;
      if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
      return text.replace(/&amp;/g, '&');
    })
    .join('\n');
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
