import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/passwords.js';
import { packageRoot } from '../../src/config/env.js';
import { connectDatabase } from '../../src/db/connect.js';
import { staffAuditLog, staffMembers } from '../../src/db/schema/index.js';
import { createTestDatabase } from '../helpers/test-database.js';

const database = await createTestDatabase();
// The command opens the configured database itself: a PGlite folder here, or PostgreSQL.
const dataDir = await mkdtemp(path.join(tmpdir(), 'staff-create-admin-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  CATALOG_SYNC_ON_START: 'false',
  SEED_DEMO_REVIEWS: 'false',
  FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
  ...(database.env.DATABASE_URL ? { DATABASE_URL: database.env.DATABASE_URL } : { PGLITE_DATA_DIR: dataDir }),
};

afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], password?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/commands/staff-create-admin.ts', ...args], {
    cwd: packageRoot,
    env: { ...env, ...(password ? { STAFF_ADMIN_PASSWORD: password } : {}) },
    encoding: 'utf8',
    timeout: 240_000,
  });
}

async function inDatabase<T>(query: (db: Awaited<ReturnType<typeof connectDatabase>>['db']) => Promise<T>) {
  const connection = await connectDatabase({
    DATABASE_URL: database.env.DATABASE_URL,
    PGLITE_DATA_DIR: dataDir,
  });
  try {
    return await query(connection.db);
  } finally {
    await connection.close();
  }
}

describe('npm run staff:create-admin (issue 19)', () => {
  it('needs an address and STAFF_ADMIN_PASSWORD', () => {
    expect(run([]).status).toBe(2);
    expect(run(['ops@stayvn.test']).stderr).toMatch(/usage: STAFF_ADMIN_PASSWORD=/);
  });

  it(
    'makes an admin, and resets one (password, enabled, second factor to enrol again)',
    { timeout: 600_000 },
    async () => {
      const first = run(['Ops@StayVN.test', '--name', 'Operations'], 'First-password1');
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/ops@stayvn\.test is an admin/);

      await inDatabase((db) =>
        db.update(staffMembers).set({ role: 'support', totpEnabledAt: new Date(), disabledAt: new Date() }),
      );
      const again = run(['ops@stayvn.test'], 'Second-password2');
      expect(again.status).toBe(0);

      const { members, actions } = await inDatabase(async (db) => ({
        members: await db.select().from(staffMembers),
        actions: (await db.select().from(staffAuditLog)).map((entry) => `${entry.actorType} ${entry.action}`),
      }));
      const ops = members.find((member) => member.email === 'ops@stayvn.test')!;
      expect(ops).toMatchObject({
        role: 'admin',
        fullName: 'Operations',
        disabledAt: null,
        totpEnabledAt: null,
      });
      expect(await verifyPassword(ops.passwordHash!, 'Second-password2')).toBe(true);
      expect(actions).toEqual(
        expect.arrayContaining(['command staff.admin_created', 'command staff.admin_reset']),
      );
    },
  );
});
