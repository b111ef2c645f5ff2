import type { Database } from '../db/connect.js';
import { createSecondFactorQueries } from './second-factor-queries.js';
import { createStaffInviteQueries } from './staff-invite-queries.js';
import { createStaffMemberQueries } from './staff-member-queries.js';
import { createStaffSessionQueries } from './staff-session-queries.js';

export type { NewStaffMember, StaffMemberPatch } from './staff-member-queries.js';

/** Drizzle queries over the staff tables only. */
export function createStaffRepository(db: Database) {
  return {
    ...createStaffMemberQueries(db),
    ...createSecondFactorQueries(db),
    ...createStaffSessionQueries(db),
    ...createStaffInviteQueries(db),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
