import type { Language, StaffMemberRef, StaffReply } from '@stayvn/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffMembers, staffReplies, type StaffReplySubject } from '../db/schema/index.js';

/** The staff members of `ids` (each once), as the API names them. */
export async function membersById(
  ids: (string | null)[],
  tx: Database,
): Promise<Map<string, StaffMemberRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: staffMembers.id, fullName: staffMembers.fullName, email: staffMembers.email })
    .from(staffMembers)
    .where(inArray(staffMembers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How many replies staff sent to each of the queue's items `ids`. */
export async function replyCounts(
  subjectType: StaffReplySubject,
  ids: string[],
  tx: Database,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ subjectId: staffReplies.subjectId, value: count() })
    .from(staffReplies)
    .where(and(eq(staffReplies.subjectType, subjectType), inArray(staffReplies.subjectId, ids)))
    .groupBy(staffReplies.subjectId);
  return new Map(rows.map((row) => [row.subjectId, row.value]));
}

/** The replies staff sent to a queue's items (`subjectType`): kept, and read with their authors. */
export function createQueueReplies(db: Database, subjectType: StaffReplySubject) {
  return {
    async replies(id: string, tx: Database = db): Promise<StaffReply[]> {
      const rows = await tx
        .select()
        .from(staffReplies)
        .where(and(eq(staffReplies.subjectType, subjectType), eq(staffReplies.subjectId, id)))
        .orderBy(staffReplies.createdAt, staffReplies.id);
      const authors = await membersById(
        rows.map((row) => row.authorId),
        tx,
      );
      return rows.map((row) => ({
        id: row.id,
        author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
        subject: row.subject,
        message: row.message,
        language: row.language,
        to: row.recipient,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async addReply(
      reply: {
        subjectId: string;
        authorId: string | null;
        to: string;
        language: Language;
        subject: string;
        message: string;
      },
      tx: Database,
    ): Promise<void> {
      await tx.insert(staffReplies).values({
        subjectType,
        subjectId: reply.subjectId,
        authorId: reply.authorId,
        recipient: reply.to,
        language: reply.language,
        subject: reply.subject,
        message: reply.message,
      });
    },
  };
}
