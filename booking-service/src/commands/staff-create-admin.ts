/**
 * `npm run staff:create-admin -- EMAIL [--name "FULL NAME"]`: makes EMAIL a back-office admin
 * with the password in STAFF_ADMIN_PASSWORD (the variable must be set for the command; the
 * password is never an argument, so it stays out of the shell history). An existing account is
 * enabled again, made admin, and its second factor is reset: the admin enrols a new one at the
 * next log-in (the way back for an admin who lost the phone). Written to the audit log.
 * It opens the configured database itself: with the embedded PGlite, stop the service first.
 */
import { staffInviteSchema } from '@stayvn/shared';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions } from '../app.js';
import { loadEnvOrExit } from '../config/env.js';

const args = process.argv.slice(2);
const nameIndex = args.indexOf('--name');
const fullName = nameIndex >= 0 ? args[nameIndex + 1] : undefined;
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && (nameIndex < 0 || index !== nameIndex + 1),
);
const parsed = staffInviteSchema.safeParse({
  email: positional[0],
  fullName: fullName ?? 'Administrator',
  role: 'admin',
});
const password = process.env.STAFF_ADMIN_PASSWORD;
if (!parsed.success || !password) {
  process.stderr.write(
    'usage: STAFF_ADMIN_PASSWORD=... npm run staff:create-admin -- EMAIL [--name "FULL NAME"]\n',
  );
  process.exit(2);
}

const config = loadEnvOrExit();
const app = Fastify(serverOptions(config));
await app.register(fp(serviceApp), {
  config: { ...config, CATALOG_SYNC_ON_START: false, MAIL_JOBS_WORKER: false },
});

let exitCode = 0;
try {
  await app.ready();
  const member = await app.staffService.createAdmin({
    email: parsed.data.email,
    password,
    ...(fullName ? { fullName: parsed.data.fullName } : {}),
  });
  process.stdout.write(
    `staff:create-admin: ${member.email} is an admin; log in to enrol the authenticator app (TOTP)\n`,
  );
} catch (error) {
  process.stderr.write(
    `staff:create-admin failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  exitCode = 1;
} finally {
  await app.close();
}
process.exit(exitCode);
