import { addDays, type StaffAuditQuery } from '@stayvn/shared';
import { and, count, desc, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffAuditLog, type AuditActorType, type StaffAuditRow } from '../db/schema/index.js';
import { containsPattern } from '../staff/paging.js';

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

export type AuditFilters = Pick<StaffAuditQuery, 'actor' | 'action' | 'item' | 'from' | 'to'>;

/** The start of a calendar day in Vietnam (UTC+7 all year). */
const vietnamDayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** The audit log's filters as one condition: texts any case, days in Vietnam, `to` included. */
function auditConditions({ actor, action, item, from, to }: AuditFilters): SQL | undefined {
  const log = staffAuditLog;
  return and(
    actor
      ? or(ilike(log.actorEmail, containsPattern(actor)), ilike(log.actorType, containsPattern(actor)))
      : undefined,
    action ? ilike(log.action, containsPattern(action)) : undefined,
    item
      ? or(ilike(log.entityType, containsPattern(item)), ilike(log.entityId, containsPattern(item)))
      : undefined,
    from ? gte(log.at, vietnamDayStart(from)) : undefined,
    to ? lt(log.at, vietnamDayStart(addDays(to, 1))) : undefined,
  );
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

    /** Newest first, the entries matching `filters` (see `staffAuditQuerySchema`; the actor by e-mail or kind). */
    async page(
      pageIndex: number,
      pageSize: number,
      filters: AuditFilters = {},
    ): Promise<{ items: StaffAuditRow[]; total: number }> {
      const where = auditConditions(filters);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .where(where)
          .orderBy(desc(staffAuditLog.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        db.select({ value: count() }).from(staffAuditLog).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
