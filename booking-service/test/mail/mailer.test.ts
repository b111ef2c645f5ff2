import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.js';
import { decodeMail } from '../helpers/smtp-peer.js';

const outboxDir = await mkdtemp(path.join(tmpdir(), 'stayvn-outbox-'));
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

describe('mailer without SMTP', () => {
  it('writes each message to the outbox as an .eml file and logs its link', async () => {
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const mailer = createMailer({ from: 'StayVN <no-reply@stayvn.test>', outboxDir, log });
    const link = 'https://stayvn.test/vi/reset-password?verify-key=abc';

    await mailer.send('guest@example.com', 'vi', { kind: 'password-reset', link, fullName: 'An' });
    mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/password-reset-[0-9a-f]{6}\.eml$/);
    const mail = decodeMail(await readFile(path.join(outboxDir, files[0]!), 'utf8'), { from: '', to: [] });
    expect(mail.subject).toBe('[StayVN] Đặt lại mật khẩu');
    expect(mail.text).toContain(link);
    expect(mail.raw).toMatch(/^To: guest@example\.com$/m);
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail written to the outbox');
    expect(logged).toMatchObject({ to: 'guest@example.com', link, kind: 'password-reset' });
  });
});
