import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives; the service sends to
 * it with SMTP_URL, as it would to a production relay. Messages are decoded here (MIME
 * multipart, quoted-printable, base64, encoded-word subjects) so tests read what a person reads.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const headerText = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/%/g, '%25')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeTransfer(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function leaves(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(parseMime(chunk.replace(/^\r?\n/, ''))));
}

export function decodeMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = parseMime(raw);
  const parts = leaves(message);
  const textOf = (mime: string) => {
    const part = parts.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').startsWith(mime));
    return part ? decodeTransfer(part.body, part.headers.get('content-transfer-encoding')) : '';
  };
  return {
    ...envelope,
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    raw,
  };
}

export interface SmtpPeer {
  url: string;
  mails: ReceivedMail[];
  /** The last mail to this address (waits a little: the outbox worker sends it after the answer). */
  lastTo(address: string): Promise<ReceivedMail>;
  /** How many mails this address has had: read before a request, for `nextTo`. */
  countTo(address: string): number;
  /**
   * The mail to this address after the first `seen` (waits a little): the one a request sent,
   * where an earlier mail to the address would otherwise still be the last.
   */
  nextTo(address: string, seen: number): Promise<ReceivedMail>;
  reset(): void;
  /** While down, every connection is refused with 421 (the service's sends fail). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!down) return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(
          decodeMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async lastTo(address) {
      for (let attempt = 0; attempt < 250; attempt++) {
        const found = mails.filter((mail) => mail.to.includes(address)).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    countTo: (address) => mails.filter((mail) => mail.to.includes(address)).length,
    async nextTo(address, seen) {
      for (let attempt = 0; attempt < 250; attempt++) {
        const found = mails.filter((mail) => mail.to.includes(address))[seen];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no new mail to ${address} after ${seen}`);
    },
    reset: () => {
      mails.length = 0;
    },
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(link);
}
