import { errorCodes, type StaffRole } from '@stayvn/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createAuditRepository,
  type AuditActor,
  type AuditRepository,
} from '../../audit/audit-repository.js';
import type { Database } from '../../db/connect.js';
import type { StaffMemberRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { hasBearerSecret } from '../../http/bearer-secret.js';
import { createDashboardRepository } from '../../staff/dashboard-repository.js';
import { createStaffRepository } from '../../staff/staff-repository.js';
import { createStaffService, type StaffService } from '../../staff/staff-service.js';
import { createStaffTokens } from '../../staff/staff-tokens.js';

/**
 * Who may call a staff route: `public` (the log-in steps, which check their own tokens), or the
 * roles that may, and whether the machine token (STAFF_API_TOKEN, for commands) may too.
 * Without it a route is open to every staff role and to the machine token.
 */
export type StaffAccess = 'public' | { roles: readonly StaffRole[]; machine: boolean };

export const supportAccess: StaffAccess = { roles: ['support', 'admin'], machine: true };
export const adminAccess: StaffAccess = { roles: ['admin'], machine: false };

/**
 * One staff change and its audit entry, in one transaction: `before` reads the entity in it,
 * `change` makes the change in it, and the entry (who, what, before, after) is inserted in it, so
 * a change that fails leaves no entry and a change never commits without one.
 */
export interface StaffActionSpec<T> {
  action: string;
  entityType: string;
  entityId: string | null;
  before?: (tx: Database) => Promise<unknown>;
  change: (tx: Database) => Promise<T>;
  /** What the log keeps as `after` (default: the change's result). */
  after?: (result: T, tx: Database) => unknown;
}

/** The caller of a staff route, once the guard let it through. */
export type StaffCaller = { type: 'staff'; member: StaffMemberRow; sessionId: string } | { type: 'machine' };

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
    /** The route writes its own audit entry in its own transaction (staff management, log-ins). */
    auditedInline?: boolean;
  }
  interface FastifyInstance {
    staffService: StaffService;
    staffAudit: AuditRepository;
    staffDashboard: ReturnType<typeof createDashboardRepository>;
    /** onRequest hook of /staff: the role guard (anonymous 401, a guest or a lesser role 403). */
    staffGuard(request: FastifyRequest): Promise<void>;
    /** A staff change and its audit entry in one transaction (see `StaffActionSpec`). */
    staffAction<T>(request: FastifyRequest, spec: StaffActionSpec<T>): Promise<T>;
    /** onSend hook of /staff: a successful change that wrote no audit entry is logged as an error. */
    staffAuditCheck(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  }
  interface FastifyRequest {
    /** Set by `staffGuard` on every non-public staff route. */
    staff: StaffCaller | null;
    /** How many audit entries `staffAction` committed for this request. */
    auditEntries: number;
  }
}

/** The member behind a staff request; the machine token is refused here (403). */
export function staffMemberOf(request: FastifyRequest): StaffMemberRow {
  if (request.staff?.type !== 'staff')
    throw new AppError(403, errorCodes.forbidden, 'This action needs a staff member, not the machine token');
  return request.staff.member;
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  const caller = request.staff;
  if (caller?.type === 'staff') return { type: 'staff', id: caller.member.id, email: caller.member.email };
  return { type: 'machine' };
}

/** The id the booking history records for a staff change: the member's, or null for the machine token. */
export function staffActorId(request: FastifyRequest): string | null {
  return request.staff?.type === 'staff' ? request.staff.member.id : null;
}

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (fastify) => {
    const { STAFF_JWT_SECRET, STAFF_API_TOKEN, STAFF_ADMIN_EMAIL, STAFF_ADMIN_PASSWORD, WEB_URL } =
      fastify.config;
    const audit = createAuditRepository(fastify.db);
    const tokens = createStaffTokens(STAFF_JWT_SECRET);
    const service = createStaffService({
      db: fastify.db,
      repository: createStaffRepository(fastify.db),
      audit,
      tokens,
      enqueueMail: (job, tx) => fastify.outbox.enqueueMail(job, tx),
      webUrl: WEB_URL,
      log: fastify.log,
    });
    fastify.decorate('staffService', service);
    fastify.decorate('staffAudit', audit);
    fastify.decorate('staffDashboard', createDashboardRepository(fastify.db));
    fastify.decorateRequest('staff', null);
    fastify.decorateRequest('auditEntries', 0);

    const isGuestToken = (token: string) => {
      try {
        fastify.jwt.verify(token);
        return true;
      } catch {
        return false;
      }
    };

    fastify.decorate('staffGuard', async (request: FastifyRequest) => {
      const access = request.routeOptions.config.staffAccess ?? supportAccess;
      if (access === 'public') return;
      const header = request.headers.authorization;
      const bearer = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
      if (!bearer) throw new AppError(401, errorCodes.unauthorized, 'A staff log-in is required');
      if (hasBearerSecret(header, STAFF_API_TOKEN)) {
        if (!access.machine)
          throw new AppError(
            403,
            errorCodes.forbidden,
            'The machine token cannot do this; a staff member can',
          );
        request.staff = { type: 'machine' };
        return;
      }
      const claims = tokens.verifyAccess(bearer);
      if (!claims) {
        // A guest's valid token is someone known who may not be here; anything else is no one.
        throw isGuestToken(bearer)
          ? new AppError(403, errorCodes.forbidden, 'Staff only')
          : new AppError(401, errorCodes.unauthorized, 'A valid staff token is required');
      }
      const member = await service.authenticate(claims);
      if (!member)
        throw new AppError(401, errorCodes.unauthorized, 'The staff session has ended, please log in again');
      if (!access.roles.includes(member.role))
        throw new AppError(403, errorCodes.forbidden, 'Your role does not allow this');
      request.staff = { type: 'staff', member, sessionId: claims.sid };
    });

    fastify.decorate('staffAction', async <T>(request: FastifyRequest, spec: StaffActionSpec<T>) => {
      const result = await fastify.db.transaction(async (tx) => {
        const before = spec.before ? await spec.before(tx) : null;
        const changed = await spec.change(tx);
        const after = spec.after ? await spec.after(changed, tx) : changed;
        await audit.record(
          auditActorOf(request),
          {
            action: spec.action,
            entityType: spec.entityType,
            entityId: spec.entityId,
            before,
            // Dates and the like as the API answers them.
            after: after === undefined ? null : JSON.parse(JSON.stringify(after)),
          },
          tx,
        );
        return changed;
      });
      request.auditEntries += 1;
      return result;
    });

    fastify.decorate(
      'staffAuditCheck',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (
          mutating.has(request.method) &&
          request.staff !== null &&
          reply.statusCode < 400 &&
          !request.routeOptions.config.auditedInline &&
          request.auditEntries === 0
        )
          request.log.error(
            { route: request.routeOptions.url },
            'audit: a staff change answered without writing its audit entry',
          );
        return payload;
      },
    );

    // The first start: the admin from the environment (STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD).
    await service.ensureFirstAdmin({ email: STAFF_ADMIN_EMAIL, password: STAFF_ADMIN_PASSWORD });
  },
  { name: 'staff', dependencies: ['db', 'jwt', 'outbox', 'forms-services'] },
);
