// The staff console's guard and audit (issue 20 items 1, 4, 6). Every route under /api/staff names the
// one permission it needs in its route config (`config: { staffPermission: 'catalogue.write' }`); this
// plugin refuses to start if one does not, and checks it before the handler: a visitor or a member gets
// 403 STAFF_ONLY, staff without two-factor 403 STAFF_TWO_FACTOR_REQUIRED, a role without the permission
// 403 STAFF_FORBIDDEN, a session idle for 30 minutes 401 STAFF_SESSION_IDLE (and is ended). The table of
// staff routes it keeps is what the generated permission matrix test walks.
//
// A staff write calls `app.recordStaffChange(request, change, tx?)`: the audit row (who, when, what,
// before and after, the request id) is written — in the write's own transaction when given one — and
// every instance's caches are emptied (issue 22's bus), so the public site shows the edit at once.
import { eq } from 'drizzle-orm';
import {
  can,
  isStaffRole,
  STAFF_ERRORS,
  STAFF_IDLE_MINUTES,
  type AuditAction,
  type StaffErrorCode,
  type StaffPermission,
  type StaffRole,
} from '@spc/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/queryable.ts';
import { authSessions, authUsers, staffAudit, staffSessionActivity } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { currentRequestId } from '../request-context.ts';

/** Where the staff API lives. */
export const STAFF_API_PREFIX = '/api/staff';

/** The staff member behind a request, once the guard let it through. */
export interface Staff {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  twoFactorEnabled: boolean;
  /** When the session ends if no other staff request comes (the idle limit). */
  idleExpiresAt: Date;
}

/** One staff write, as the audit trail keeps it. */
export interface StaffChange {
  action: AuditAction;
  /** The console area's noun: `partner`, `offer`, `code-pool`, `legal-version`… */
  entity: string;
  entityId?: string | number | null | undefined;
  /** One line, in English, for the audit list: "Delisted offer 1234 (Pizza Nova 2-for-1)". */
  summary: string;
  before?: unknown;
  after?: unknown;
}

export interface StaffRoute {
  method: string;
  url: string;
  permission: StaffPermission;
  /** The route checks the STAFF_API_TOKEN bearer (or a session) itself: `config.staffToken`. */
  staffToken: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a route under /api/staff needs (required there; see plugins/staff.ts). */
    staffPermission?: StaffPermission;
    /** /api/staff/me and the two-factor set-up: open to staff who have not set up two-factor yet. */
    staffWithoutTwoFactor?: boolean;
    /** The student-ID review routes: they also answer the STAFF_API_TOKEN bearer (decision 024). */
    staffToken?: boolean;
  }
  interface FastifyInstance {
    /** The staff member of a request holding `permission`, or the refusal (see the file's head). */
    requireStaff(
      request: FastifyRequest,
      permission: StaffPermission,
      options?: { withoutTwoFactor?: boolean },
    ): Promise<Staff>;
    /** Records a staff write in the audit trail (in `tx` when given) and empties every instance's caches. */
    recordStaffChange(request: FastifyRequest, change: StaffChange, tx?: Queryable): Promise<void>;
    /**
     * Whether the request's session belongs to a staff account (any role, whatever its two-step or idle
     * state): such a request for a console page gets the console, anyone else the 404 page (spa.ts).
     */
    isStaffRequest(request: FastifyRequest): Promise<boolean>;
    /**
     * The session of `sessionToken` just passed its second factor (the bridge, after verify-totp or
     * verify-backup-code): its staff activity starts now, which the guard requires of staff with
     * two-step sign-in on.
     */
    staffSecondFactorPassed(sessionToken: string): Promise<void>;
    /** Every route under /api/staff with its permission, as registered. */
    staffRoutes: StaffRoute[];
  }
  interface FastifyRequest {
    staff?: Staff;
    /** A staff write was recorded: the caches are emptied again once the answer goes (after its commit). */
    staffWrote?: boolean;
  }
}

export function staffError(code: StaffErrorCode): HttpError {
  const [status, message] = STAFF_ERRORS[code];
  return new HttpError(status, code, message);
}

/** Activity is written at most this often per session (a page of the console makes several calls). */
const ACTIVITY_WRITE_EVERY_MS = 30_000;

export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    const staffRoutes: StaffRoute[] = [];
    app.decorate('staffRoutes', staffRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(STAFF_API_PREFIX)) return;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (methods.length === 0) return;
      const permission = route.config?.staffPermission;
      if (!permission) {
        throw new Error(`${methods.join(',')} ${route.url}: a staff route must name its staffPermission`);
      }
      const staffToken = route.config?.staffToken === true;
      for (const method of methods) staffRoutes.push({ method, url: route.url, permission, staffToken });
      if (staffToken) return; // the student-ID routes check the token or a session themselves
      const guard = async (request: FastifyRequest) => {
        request.staff = await app.requireStaff(request, permission, {
          withoutTwoFactor: route.config?.staffWithoutTwoFactor === true,
        });
      };
      // Before the body and parameters are validated: a refusal says nothing about what the route takes
      // (a visitor's empty POST is 403 STAFF_ONLY, not a 400 listing the fields).
      const existing = route.preValidation;
      route.preValidation = existing ? [guard, ...[existing].flat()] : [guard];
    });

    app.decorate(
      'requireStaff',
      async (request: FastifyRequest, permission: StaffPermission, options: { withoutTwoFactor?: boolean } = {}) => {
        const signedIn = await app.signedIn(request);
        if (!signedIn) throw staffError('STAFF_ONLY');
        const [user] = await app.db
          .select({ role: authUsers.role, twoFactorEnabled: authUsers.twoFactorEnabled, banned: authUsers.banned })
          .from(authUsers)
          .where(eq(authUsers.id, signedIn.user.id))
          .limit(1);
        if (!user || !isStaffRole(user.role) || user.banned) throw staffError('STAFF_ONLY');

        const now = new Date();
        const sessionId = signedIn.session.id;
        const [activity] = await app.db
          .select({ lastSeenAt: staffSessionActivity.lastSeenAt })
          .from(staffSessionActivity)
          .where(eq(staffSessionActivity.sessionId, sessionId))
          .limit(1);
        const twoFactorEnabled = user.twoFactorEnabled === true;
        // With two-step sign-in on, a session counts for the console only once its second factor passed:
        // the bridge starts its activity then (`staffSecondFactorPassed`). A session made any other way
        // (a social sign-in, a one-time token, the e-mail link) is a member's session, not a staff one.
        if (twoFactorEnabled && !activity) throw staffError('STAFF_SIGN_IN_REQUIRED');
        const idleMs = STAFF_IDLE_MINUTES * 60_000;
        if (activity && now.getTime() - activity.lastSeenAt.getTime() > idleMs) {
          // The session ends everywhere: the identity library's row goes, with its activity.
          await app.db.delete(authSessions).where(eq(authSessions.id, sessionId));
          throw staffError('STAFF_SESSION_IDLE');
        }
        if (!activity || now.getTime() - activity.lastSeenAt.getTime() > ACTIVITY_WRITE_EVERY_MS) {
          await app.db
            .insert(staffSessionActivity)
            .values({ sessionId, lastSeenAt: now })
            .onConflictDoUpdate({ target: staffSessionActivity.sessionId, set: { lastSeenAt: now } });
        }
        if (!twoFactorEnabled && !options.withoutTwoFactor) throw staffError('STAFF_TWO_FACTOR_REQUIRED');
        if (!can(user.role, permission)) throw staffError('STAFF_FORBIDDEN');
        const lastSeen =
          activity && now.getTime() - activity.lastSeenAt.getTime() <= ACTIVITY_WRITE_EVERY_MS
            ? activity.lastSeenAt
            : now;
        return {
          userId: signedIn.user.id,
          email: signedIn.user.email,
          name: signedIn.user.name,
          role: user.role,
          sessionId,
          twoFactorEnabled,
          idleExpiresAt: new Date(lastSeen.getTime() + idleMs),
        };
      },
    );

    app.decorate('isStaffRequest', async (request: FastifyRequest) => {
      const signedIn = await app.signedIn(request);
      if (!signedIn) return false;
      const [user] = await app.db
        .select({ role: authUsers.role, banned: authUsers.banned })
        .from(authUsers)
        .where(eq(authUsers.id, signedIn.user.id))
        .limit(1);
      return isStaffRole(user?.role) && user.banned !== true;
    });

    app.decorate('staffSecondFactorPassed', async (sessionToken: string) => {
      const [session] = await app.db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(eq(authSessions.token, sessionToken))
        .limit(1);
      if (!session) return;
      const now = new Date();
      await app.db
        .insert(staffSessionActivity)
        .values({ sessionId: session.id, lastSeenAt: now })
        .onConflictDoUpdate({ target: staffSessionActivity.sessionId, set: { lastSeenAt: now } });
    });

    app.decorate('recordStaffChange', async (request: FastifyRequest, change: StaffChange, tx?: Queryable) => {
      const staff = request.staff;
      if (!staff) throw new Error('recordStaffChange outside a staff route');
      await (tx ?? app.db).insert(staffAudit).values({
        staffUserId: staff.userId,
        staffEmail: staff.email,
        staffRole: staff.role,
        action: change.action,
        entity: change.entity,
        entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
        summary: change.summary,
        before: change.before === undefined ? null : toJson(change.before),
        after: change.after === undefined ? null : toJson(change.after),
        requestId: currentRequestId() ?? request.id,
      });
      request.staffWrote = true;
      if (!tx && app.hasDecorator('invalidateCaches')) await app.invalidateCaches();
    });

    app.addHook('onSend', async (request, reply) => {
      // Nothing the staff API answers is kept by a browser or a proxy.
      if (request.url.startsWith(STAFF_API_PREFIX)) reply.header('cache-control', 'no-store');
      // A write recorded in its transaction is visible once that transaction committed, which it has by
      // the time the answer is sent: emptying the caches before (inside the transaction) would let a
      // public read in that moment cache the old row again for up to a minute.
      if (request.staffWrote && app.hasDecorator('invalidateCaches')) await app.invalidateCaches();
    });
  },
  { name: 'staff', dependencies: ['auth'] },
);

/** Dates and bigints as JSON keeps them; the audit's before/after are plain data. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item)));
}
