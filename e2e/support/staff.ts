import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { generate } from 'otplib';
import { staffAdmin, urls, workDir } from './environment.js';

/*
 * Staff log-ins for the console's specs. A TOTP code is accepted once per account and time step,
 * and the first admin enrols once per run, in whichever spec logs in first: the secrets and the
 * last step used are kept in the run's folder, so every spec file (and worker) agrees on them.
 */

const stateFile = join(workDir, 'staff-totp.json');
type TotpState = Record<string, { secret: string; lastStep: number }>;

const readState = (): TotpState =>
  existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as TotpState) : {};

/** Keeps an account's TOTP secret for the run's later log-ins. */
export function recordStaffSecret(email: string, secret: string): void {
  const state = readState();
  state[email] = { secret, lastStep: state[email]?.lastStep ?? 0 };
  writeFileSync(stateFile, JSON.stringify(state));
}

/** The TOTP secret an account enrolled with earlier in this run, if it did. */
export function recordedStaffSecret(email: string): string | undefined {
  return readState()[email]?.secret;
}

/** A code of a time step no code of this secret was used in yet (waits for the next one if need be). */
export async function freshCode(secret: string): Promise<string> {
  const state = readState();
  const entry = Object.values(state).find((candidate) => candidate.secret === secret);
  const lastStep = entry?.lastStep ?? 0;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  if (entry) {
    entry.lastStep = step;
    writeFileSync(stateFile, JSON.stringify(state));
  }
  return generate({ secret });
}

/**
 * The first admin, signed in through the API in `context` (its refresh cookie is the browser's,
 * so the console resumes the session): enrols TOTP the first time, else answers with a code.
 * Answers the admin's staff id.
 */
export async function logInStaffAdmin(context: BrowserContext): Promise<{ id: string; label: string }> {
  const { request } = context;
  const credentials = { email: staffAdmin.email, password: staffAdmin.password };
  const first = await request.post(`${urls.booking}/staff/auth/login`, { data: credentials });
  expect(first.status(), await first.text()).toBe(200);
  const answer = (await first.json()) as { step: string; enrolmentToken?: string };
  let signedIn;
  if (answer.step === 'enrolment_required') {
    const enrolmentToken = answer.enrolmentToken;
    const started = await request.post(`${urls.booking}/staff/auth/totp/enrol`, { data: { enrolmentToken } });
    const { secret } = (await started.json()) as { secret: string };
    recordStaffSecret(staffAdmin.email, secret);
    signedIn = await request.post(`${urls.booking}/staff/auth/totp/confirm`, {
      data: { enrolmentToken, code: await freshCode(secret) },
    });
  } else {
    const secret = readState()[staffAdmin.email]?.secret;
    expect(secret, 'the admin enrolled earlier in this run').toBeTruthy();
    signedIn = await request.post(`${urls.booking}/staff/auth/login`, {
      data: { ...credentials, code: await freshCode(secret!) },
    });
  }
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { session } = (await signedIn.json()) as {
    session: { staff: { id: string; fullName: string; email: string } };
  };
  return { id: session.staff.id, label: session.staff.fullName || session.staff.email };
}
