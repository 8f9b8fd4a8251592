// Who is calling (the kernel's identity guards): a member (signed in and registered), or a guest known
// by the browser's `id` header. Every idempotency key and every lock is scoped to the caller.
// Whether a signed-in user is registered, and their profile, is the profile owner's answer
// (modules/account): app.ts passes its look-up in as `findMember`, so the kernel imports no module.
import { GUEST_ID_HEADER } from '@spc/domain/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { userProfiles } from '../db/schema/index.ts';
import { HttpError, storeError } from '../errors.ts';

/** The member's profile row, as the profile owner keeps it. */
export type MemberProfile = typeof userProfiles.$inferSelect;

/** The profile of a user and whether they finished registering; undefined before they have a profile. */
export type FindMember = (
  userId: string,
) => Promise<{ profile: MemberProfile; registered: boolean | null } | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    findMember: FindMember;
  }
}

export interface Member {
  kind: 'member';
  userId: string;
  email: string;
  profile: MemberProfile;
  /** `user:<id>` */
  scope: string;
}

export interface Guest {
  kind: 'guest';
  guestId: string;
  /** `guest:<id>` */
  scope: string;
}

export type Caller = Member | Guest;

/** Registered after the auth plugin: the guards below ask it who is signed in. */
export const callerPlugin = fp(async (app: FastifyInstance, { findMember }: { findMember: FindMember }) => {
  app.decorate('findMember', findMember);
});

/** The browser's id as the web sends it: letters, digits and a few separators. */
const GUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The signed-in, registered member; 401 for a visitor, 403 NOT_REGISTERED before registration. */
export async function requireMember(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  const { user } = await app.requireUser(request);
  const member = await app.findMember(user.id);
  if (!member?.registered) throw storeError(403, 'NOT_REGISTERED');
  return { kind: 'member', userId: user.id, email: user.email, profile: member.profile, scope: `user:${user.id}` };
}

/** The member when signed in and registered, or null (a visitor, or a user still registering). */
export async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<Member | null> {
  const signedIn = await app.signedIn(request);
  if (!signedIn) return null;
  const member = await app.findMember(signedIn.user.id);
  if (!member?.registered) return null;
  return {
    kind: 'member',
    userId: signedIn.user.id,
    email: signedIn.user.email,
    profile: member.profile,
    scope: `user:${signedIn.user.id}`,
  };
}

export function guestOf(id: string | undefined): Guest {
  const guestId = id?.trim();
  if (!guestId || !GUEST_ID.test(guestId)) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'An id header (the browser id, 1 to 64 letters, digits, dots, colons, dashes or underscores) is required.',
      GUEST_ID_HEADER,
    );
  }
  return { kind: 'guest', guestId, scope: `guest:${guestId}` };
}

/** A member when signed in and registered, else a guest by the `id` header (orders: spec §6). */
export async function callerOf(app: FastifyInstance, request: FastifyRequest, guestId: string | undefined) {
  return (await optionalMember(app, request)) ?? guestOf(guestId);
}
