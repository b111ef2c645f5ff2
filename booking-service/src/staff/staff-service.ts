import type { FastifyBaseLogger } from 'fastify';
import { createStaffAdmins } from './staff-admins.js';
import { createStaffEnrolment } from './staff-enrolment.js';
import { createStaffLogin } from './staff-login.js';
import { toMember } from './staff-member-view.js';
import { createStaffMembers, type StaffMembersOptions } from './staff-members.js';
import { createStaffSessions } from './staff-sessions.js';
import type { StaffTokens } from './staff-tokens.js';

export type { IssuedStaffSession } from './staff-sessions.js';

export interface StaffServiceOptions extends StaffMembersOptions {
  tokens: StaffTokens;
  log: FastifyBaseLogger;
}

/**
 * The staff's accounts: the first admin and the command's admins, log-in with a second factor,
 * sessions, the invitation's enrolment, and an admin's management of the members.
 */
export function createStaffService(options: StaffServiceOptions) {
  return {
    toMember,
    ...createStaffAdmins(options),
    ...createStaffLogin(options),
    ...createStaffSessions(options),
    ...createStaffEnrolment(options),
    ...createStaffMembers(options),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
