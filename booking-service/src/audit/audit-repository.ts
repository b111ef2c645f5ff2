import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffAuditLog, type AuditActorType, type StaffAuditRow } from '../db/schema/index.js';

/** Who did a staff action: a person, the machine token, or a command run on the server. */
export type AuditActor =
  { type: 'staff'; id: string; email: string } | { type: 'machine' } | { type: 'command' };

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log's queries: insert and read, nothing else. The table refuses UPDATE and DELETE
 * (a trigger of migration 0012), so there is deliberately no path here that would try.
 */
export function createAuditRepository(db: Database) {
  return {
    async record(actor: AuditActor, entry: AuditEntry, tx: Database = db): Promise<void> {
      const actorType: AuditActorType = actor.type;
      await tx.insert(staffAuditLog).values({
        actorType,
        actorId: actor.type === 'staff' ? actor.id : null,
        actorEmail: actor.type === 'staff' ? actor.email : null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first. */
    async page(pageIndex: number, pageSize: number): Promise<{ items: StaffAuditRow[]; total: number }> {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .orderBy(desc(staffAuditLog.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        db.select({ value: count() }).from(staffAuditLog),
      ]);
      return { items, total: total?.value ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
