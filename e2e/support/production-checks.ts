import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * After the production run (one booking-service instance killed and restarted during it): every
 * mail the outbox took on was sent, each exactly once, and every booking is whole (its events
 * lead to the status it has). Read from the booking database and the run's SMTP capture.
 */
type State = { databases: { booking: string }; mailDir: string };

function sql(database: string, query: string): string[][] {
  const out = execFileSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-AtF', '\t', '-c', query],
    {
      encoding: 'utf8',
    },
  );
  return out
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

/** Each captured mail as recipient + subject (a mail sent twice repeats both). */
function capturedMails(mailDir: string): string[] {
  return readdirSync(mailDir)
    .sort()
    .map((file) => {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
      return `${file
        .replace(/^\d+-/, '')
        .replace(/\.eml$/, '')
        .toLowerCase()} | ${subject}`;
    });
}

export async function checkAfterTheRun(state: State, { killed }: { killed: boolean }) {
  const db = state.databases.booking;
  const problems: string[] = [];
  if (!killed)
    problems.push(
      'no booking-service instance was killed during the journeys (KILL_AFTER_SECONDS too late?)',
    );

  // The outbox's workers finish what is due (a lease taken by the killed instance runs out first).
  const deadline = Date.now() + 150_000;
  let pending: string[][] = [];
  while (Date.now() < deadline) {
    pending = sql(
      db,
      "SELECT recipient, attempts, coalesce(last_error, '') FROM mail_jobs WHERE status <> 'sent'",
    );
    if (pending.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  for (const [recipient, attempts, error] of pending)
    problems.push(`mail to ${recipient} never sent (${attempts} attempts: ${error})`);

  const mails = capturedMails(state.mailDir);
  const seen = new Map<string, number>();
  for (const mail of mails) seen.set(mail, (seen.get(mail) ?? 0) + 1);
  for (const [mail, times] of seen) if (times > 1) problems.push(`mail sent ${times} times: ${mail}`);
  const sent = sql(db, "SELECT lower(recipient), count(*) FROM mail_jobs WHERE status = 'sent' GROUP BY 1");
  for (const [recipient, count] of sent) {
    const arrived = mails.filter((mail) => mail.startsWith(`${recipient} |`)).length;
    if (arrived < Number(count))
      problems.push(`${count} mails to ${recipient} marked sent, ${arrived} arrived`);
  }

  const bookings = sql(
    db,
    `SELECT b.number, b.status,
       (SELECT e.to_status FROM booking_events e WHERE e.booking_id = b.id ORDER BY e.at DESC LIMIT 1),
       (SELECT count(*) FROM booking_events e WHERE e.booking_id = b.id AND e.event = 'create')
     FROM bookings b`,
  );
  for (const [number, status, last, created] of bookings) {
    if (!number || created !== '1' || last !== status)
      problems.push(
        `booking ${number || '(no number)'} half-written: status ${status}, last event ${last || 'none'}, ${created} create events`,
      );
  }
  console.log(
    `after the run: ${mails.length} mails captured, ${bookings.length} bookings, ${pending.length} mails pending`,
  );
  if (problems.length) throw new Error(`the production run left problems:\n  ${problems.join('\n  ')}`);
}
