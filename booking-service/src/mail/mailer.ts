import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes, type Language } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { AppError } from '../errors/app-error.js';
import { renderMail, type MailTemplate } from './templates.js';

/** A file sent with a mail (a booking's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** Renders the template in the language and sends it; resolves once the mail is accepted. */
  send(to: string, language: Language, template: MailTemplate, attachments?: MailAttachment[]): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** SMTP in production; without it, messages are written to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * The mail server refused the recipient for good (a 5xx answer to RCPT TO: the address's syntax,
 * a domain it will not take, no SMTPUTF8 for a non-ASCII address): the address was the client's,
 * so the form shows it as the e-mail field's error instead of a 500. The schemas refuse what they
 * can see; only the mail server knows the rest (the fuzz suite found sign-up answering 500 for
 * `a@b&.{c`, issue 20). A temporary refusal (4xx) or a server that is down stays a failure.
 */
export function recipientRefused(error: unknown): AppError | null {
  const { code, command, responseCode } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  if (code !== 'EENVELOPE' || command !== 'RCPT TO' || typeof responseCode !== 'number') return null;
  if (responseCode < 500 || responseCode > 599) return null;
  return new AppError(400, errorCodes.validation, 'The mail server does not take this e-mail address', [
    { field: 'email', code: 'err_email_format', message: 'err_email_format' },
  ]);
}

export function createMailer({ from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(to, language, template, attachments = []) {
        const content = renderMail(language, template);
        const info = await transport
          .sendMail({ from, to, ...content, attachments })
          .catch((error: unknown) => {
            throw recipientRefused(error) ?? error;
          });
        log.info({ messageId: info.messageId, kind: template.kind }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  // A local run needs no mail server: the message is kept as a file a mail client opens, and
  // its link is logged so a developer can click through sign-up and reset.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(to, language, template, attachments = []) {
      const content = renderMail(language, template);
      const info = await transport.sendMail({ from, to, ...content, attachments });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${template.kind}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ to, kind: template.kind, link: template.link, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
