// Test fixtures: a signed-in member as the API describes them (docs/api-accounts.md), as stub routes
// for test/api-stub.ts. The app's real session module then loads from these answers, so the account
// screens are tested with the session exactly as the app builds it.
import type { Card } from '@spc/domain/cards';
import { profileSchema, type Profile } from '@spc/domain/users';
import type { StubHandler, StubRoute } from '../../../test/api-stub.ts';
import { websiteMenuFixture } from '../../../test/fixtures/navigation.ts';
import { jsonResponse } from '../../../test/render-app.tsx';

export const MEMBER_UID = 'user-ada';

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    firebase_uid: MEMBER_UID,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email_lower: 'ada@example.com',
    language: 'en',
    postal: 'M5V 2T6',
    birth_date: '2004-09-15',
    gender: 'female',
    school_type: 'university',
    school_name: null,
    international: false,
    province: 'ON',
    referred_by: null,
    is_auto_renew: false,
    email_opt_in: true,
    theme_id: null,
    alerts_policy: 1,
    country: 'ca',
    email_verified: true,
    is_complete: true,
    ...overrides,
  });
}

/** An active SPC card valid for another year. */
export function cardFixture(overrides: Partial<Card> = {}): Card {
  return {
    card_number: '6018000000001234',
    csv: '123',
    cobrand: 'spc',
    status: 'active',
    is_expired: false,
    expiry_date: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    is_primary: true,
    is_g_ticket: false,
    is_online_purchased: true,
    is_free_trial: false,
    campus: null,
    retailer: null,
    ...overrides,
  };
}

export interface MemberFixture {
  email?: string;
  name?: string;
  emailVerified?: boolean;
  /** The linked sign-in ways as Better Auth names them ('credential' is e-mail and password). */
  providers?: string[];
  registered?: boolean;
  profile?: Profile;
  cards?: Card[];
}

/** The calls the session makes for this member, plus the allowed-login check it triggers. */
export function memberApi({
  email = 'ada@example.com',
  name = 'Ada Lovelace',
  emailVerified = true,
  providers = ['credential'],
  registered = true,
  profile = profileFixture({ email_lower: email, email_verified: emailVerified }),
  cards = [cardFixture()],
}: MemberFixture = {}): StubRoute[] {
  return [
    [
      'GET /api/auth/get-session',
      {
        session: { id: 'session-1', userId: MEMBER_UID, expiresAt: '2099-01-01T00:00:00.000Z' },
        user: { id: MEMBER_UID, email, name, emailVerified, firstName: name.split(' ')[0], language: 'en' },
      },
    ],
    ['GET /api/auth/list-accounts', providers.map((providerId) => ({ providerId, accountId: MEMBER_UID }))],
    [
      'GET /api/users/v2/user/register',
      { membership_type: registered ? 'spc' : null, registered, hasCard: cards.length > 0, bmo: false },
    ],
    ['GET /api/users/v2/user/profile', profile],
    ['GET /api/users/v2/cardsForUser', { cards }],
    ['POST /api/users/isAllowedLogin', { allowed: true }],
    ...shellApi,
  ];
}

/** What the page frame asks for on every page (the footer's menu). */
const shellApi: StubRoute[] = [['GET /api/users/website-menu', websiteMenuFixture]];

/** A visitor: no session. */
export const visitorApi: StubRoute[] = [
  ['GET /api/auth/get-session', () => new Response('null', { status: 200 })],
  ...shellApi,
];

/** Answers a request from another stub table (to change the member's state in the middle of a test). */
export function answerFrom(routes: StubRoute[], request: Parameters<StubHandler>[0]): Response | Promise<Response> {
  const match = routes.find(([pattern]) => pattern === `${request.method} ${request.url.pathname}`);
  if (!match) return jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  const handler = match[1];
  return typeof handler === 'function' ? (handler as StubHandler)(request) : jsonResponse(handler);
}
