import {
  errorCodes,
  errorEnvelopeSchema,
  staffAssignBodySchema,
  staffReplyBodySchema,
  uuidParamsSchema,
  type StaffAssignBody,
  type StaffMemberRef,
  type StaffReplyBody,
} from '@stayvn/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/connect.js';
import { staffMembers } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { staffReplySubject, type StaffReplyAbout } from '../mail/staff-templates.js';
import { staffActorId } from '../plugins/app/staff.js';
import { pageAnswer } from './paging.js';
import type { QueueQuery, QueueRow, StaffQueue } from './queue.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const security: Record<string, string[]>[] = [{ staffSession: [] }, { staffToken: [] }];

export interface QueueRouteOptions<Row extends QueueRow> {
  /** `enquiry`: for summaries and the 404's message. */
  noun: string;
  /** The route folder (`enquiries`): the audit entries' entity type and action prefix. */
  entityType: string;
  queue: (fastify: FastifyInstance) => StaffQueue<Row>;
  query: z.ZodType;
  statusBody: z.ZodType<{ status: string }>;
  item: z.ZodType;
  detail: z.ZodType;
  page: z.ZodType;
  /** The row's own fields as the API answers them (dates as strings, image URLs). */
  fields: (fastify: FastifyInstance, row: Row) => Record<string, unknown>;
  /** What the reply mail is about (its default subject). */
  about: (row: Row) => StaffReplyAbout;
  /** The status an item moves to when staff reply, from the statuses where it should. */
  afterReply: { from: readonly string[]; to: string };
  /** Statuses only an action of their own may set (an owner's approval or rejection). */
  reservedStatuses?: readonly string[];
}

export interface QueueHelpers<Row extends QueueRow> {
  queue: StaffQueue<Row>;
  answer(row: Row, tx?: Database): Promise<Record<string, unknown>>;
  lockOr404(id: string, tx: Database): Promise<Row>;
  errors: typeof errors;
  security: typeof security;
}

/**
 * A staff queue's routes: `GET /` (paged: filters, `q`, sort, order), `GET /:id` (with the replies),
 * `POST /:id/status`, `POST /:id/assign` and `POST /:id/replies` (an e-mail to the sender in their
 * language through the outbox, kept with the item). Each change and its audit entry share one
 * transaction. `more` adds the queue's own routes.
 */
export function staffQueueRoutes<Row extends QueueRow>(
  options: QueueRouteOptions<Row>,
  more?: (fastify: FastifyInstance, helpers: QueueHelpers<Row>) => void,
): FastifyPluginAsyncZod {
  return async (fastify) => {
    const ctx = queueRouteContext(fastify, options);
    readRoutes(fastify, ctx);
    statusRoute(fastify, ctx);
    assignRoute(fastify, ctx);
    replyRoute(fastify, ctx);
    more?.(fastify, {
      queue: ctx.queue,
      answer: ctx.answer,
      lockOr404: ctx.lockOr404,
      errors,
      security,
    });
  };
}

type HandledRow<Row extends QueueRow> = { row: Row; assignee: StaffMemberRef | null; replyCount: number };

/** What the routes of one queue share: its options, the queue, how an item is answered and acted on. */
interface QueueRouteContext<Row extends QueueRow> {
  options: QueueRouteOptions<Row>;
  queue: StaffQueue<Row>;
  notFound: () => AppError;
  toAnswer: (entry: HandledRow<Row>) => Record<string, unknown>;
  answer: QueueHelpers<Row>['answer'];
  lockOr404: QueueHelpers<Row>['lockOr404'];
  /** One action on one item, with its audit entry (the item's answer before and after). */
  act: (
    request: FastifyRequest,
    name: string,
    id: string,
    change: (row: Row, tx: Database) => Promise<Row>,
  ) => Promise<Record<string, unknown>>;
}

function queueRouteContext<Row extends QueueRow>(
  fastify: FastifyInstance,
  options: QueueRouteOptions<Row>,
): QueueRouteContext<Row> {
  const queue = options.queue(fastify);
  const notFound = () => new AppError(404, errorCodes.notFound, `No such ${options.noun}`);

  const toAnswer = (entry: HandledRow<Row>) => ({
    ...options.fields(fastify, entry.row),
    assignee: entry.assignee,
    replyCount: entry.replyCount,
    createdAt: entry.row.createdAt.toISOString(),
    updatedAt: entry.row.updatedAt.toISOString(),
  });
  const answer = async (row: Row, tx: Database = fastify.db) =>
    toAnswer((await queue.handled([row], tx))[0]!);
  const lockOr404 = async (id: string, tx: Database) => {
    const row = await queue.lock(id, tx);
    if (!row) throw notFound();
    return row;
  };

  const act: QueueRouteContext<Row>['act'] = (request, name, id, change) => {
    let locked: Row;
    return fastify.staffAction(request, {
      action: `${options.entityType}.${name}`,
      entityType: options.entityType,
      entityId: id,
      before: async (tx) => {
        locked = await lockOr404(id, tx);
        return answer(locked, tx);
      },
      change: async (tx) => answer(await change(locked, tx), tx),
    });
  };
  return { options, queue, notFound, toAnswer, answer, lockOr404, act };
}

/** `GET /` (the paged list) and `GET /:id` (one item with its replies). */
function readRoutes<Row extends QueueRow>(app: FastifyInstance, ctx: QueueRouteContext<Row>) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { options, queue, notFound, toAnswer, answer } = ctx;
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: `The ${options.noun} queue, a page at a time: filters, search (q), sort and order`,
        security,
        querystring: options.query,
        response: {
          200: options.page,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as QueueQuery & Record<string, unknown>;
      const { items, total } = await queue.list(query, staffActorId(request));
      return pageAnswer(items.map(toAnswer), total, query);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        summary: `One ${options.noun} with the replies staff sent`,
        security,
        params: uuidParamsSchema,
        response: { 200: options.detail, ...errors },
      },
    },
    async (request) => {
      const row = await queue.find((request.params as { id: string }).id);
      if (!row) throw notFound();
      return { ...(await answer(row)), replies: await queue.replies(row.id) };
    },
  );
}

/** `POST /:id/status`: any status but those reserved to the queue's own actions. */
function statusRoute<Row extends QueueRow>(
  app: FastifyInstance,
  { options, queue, act }: QueueRouteContext<Row>,
) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  fastify.post(
    '/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: `Moves a ${options.noun} to another status`,
        security,
        params: uuidParamsSchema,
        body: options.statusBody,
        response: { 200: options.item, ...errors },
      },
    },
    async (request) => {
      const { status } = request.body as { status: string };
      if (options.reservedStatuses?.includes(status))
        throw new AppError(409, errorCodes.conflict, `Use the ${options.noun}'s own action for ${status}`);
      const result = await act(request, 'status', (request.params as { id: string }).id, (row, tx) =>
        queue.update(row.id, { status }, tx),
      );
      return result;
    },
  );
}

/** 400 unless `assigneeId` is an active staff member. */
async function checkActiveMember(assigneeId: string, tx: Database): Promise<void> {
  const [member] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, assigneeId), isNull(staffMembers.disabledAt)));
  if (!member)
    throw new AppError(400, errorCodes.validation, 'The body is not valid', [
      { field: 'assigneeId', code: 'err_invalid_value', message: 'No such active staff member' },
    ]);
}

/** `POST /:id/assign`: to an active staff member, or to nobody. */
function assignRoute<Row extends QueueRow>(
  app: FastifyInstance,
  { options, queue, act }: QueueRouteContext<Row>,
) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  fastify.post(
    '/:id/assign',
    {
      schema: {
        tags: ['staff'],
        summary: `Assigns a ${options.noun} to a staff member (null: to nobody)`,
        security,
        params: uuidParamsSchema,
        body: staffAssignBodySchema,
        response: { 200: options.item, ...errors },
      },
    },
    async (request) => {
      const { assigneeId } = request.body as StaffAssignBody;
      return act(request, 'assign', (request.params as { id: string }).id, async (row, tx) => {
        if (assigneeId) await checkActiveMember(assigneeId, tx);
        return queue.update(row.id, { assigneeId }, tx);
      });
    },
  );
}

/**
 * Keeps staff's reply with the item and queues its mail to the sender, in `tx`; the item moves
 * on when its status is one a reply moves on from.
 */
async function sendReply<Row extends QueueRow>(
  fastify: FastifyInstance,
  { options, queue }: QueueRouteContext<Row>,
  request: FastifyRequest,
  { subject, message }: StaffReplyBody,
  row: Row,
  tx: Database,
): Promise<Row> {
  const language = row.language;
  const about = options.about(row);
  await queue.addReply(
    {
      subjectId: row.id,
      authorId: staffActorId(request),
      to: row.email,
      language,
      subject: subject || staffReplySubject(language, about),
      message,
    },
    tx,
  );
  await fastify.outbox.enqueueMail(
    {
      to: row.email,
      language,
      template: {
        kind: 'staff-reply',
        link: `${fastify.config.WEB_URL}/${language}`,
        fullName: row.fullName,
        about,
        subject: subject || null,
        message,
      },
    },
    tx,
  );
  return options.afterReply.from.includes(row.status)
    ? queue.update(row.id, { status: options.afterReply.to }, tx)
    : row;
}

/** `POST /:id/replies`: an e-mail to the sender in their language, kept with the item. */
function replyRoute<Row extends QueueRow>(app: FastifyInstance, ctx: QueueRouteContext<Row>) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { options, queue, act } = ctx;
  fastify.post(
    '/:id/replies',
    {
      schema: {
        tags: ['staff'],
        summary: `Replies to a ${options.noun} by e-mail, in the sender's language; the reply is kept`,
        description:
          'The mail goes through the outbox, queued in the same transaction as the kept reply and the ' +
          `audit entry; a new item moves to ${options.afterReply.to}. Answers the item with its replies.`,
        security,
        params: uuidParamsSchema,
        body: staffReplyBodySchema,
        response: { 201: options.detail, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as StaffReplyBody;
      const result = await act(request, 'reply', (request.params as { id: string }).id, (row, tx) =>
        sendReply(fastify, ctx, request, body, row, tx),
      );
      fastify.outbox.nudge();
      return reply
        .code(201)
        .send({ ...result, replies: await queue.replies((request.params as { id: string }).id) });
    },
  );
}
