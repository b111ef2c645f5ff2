import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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

export function createMailer({ from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(to, language, template, attachments = []) {
        const content = renderMail(language, template);
        const info = await transport.sendMail({ from, to, ...content, attachments });
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
