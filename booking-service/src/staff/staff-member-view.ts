import type { StaffMember } from '@stayvn/shared';
import type { AuditActor } from '../audit/audit-repository.js';
import type { StaffMemberRow } from '../db/schema/index.js';

/** A staff member as the console sees them, and as the audit log keeps and names them. */
export function toMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    totpEnrolled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a member: never a hash or a secret. */
export const snapshot = (row: StaffMemberRow | undefined) => (row ? toMember(row) : null);

export function actorOf(member: StaffMemberRow): AuditActor {
  return { type: 'staff', id: member.id, email: member.email };
}
