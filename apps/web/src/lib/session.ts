// The signed-in session (spec §3 "Session user", "Client state"; §4 "Derived states", "Sign-in, flows
// and banners"): one TanStack Query entry built from the identity session, then the registration, and
// for registered users the profile and cards. It is only ever fetched in the browser: a server render
// sees a visitor, so the first client render (hydration) matches it and the member's header follows.
import type { LoginProvider } from '@spc/domain/auth';
import { canSeeBilling, hasValidCard, isBankLinked, isFreeTrial, isGoldTicket } from '@spc/domain/card-rules';
import type { Card } from '@spc/domain/cards';
import type { Profile, Registration } from '@spc/domain/users';
import { isServer, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, setAuthToken } from './api-client.ts';
import { useHydratedValue } from './browser-value.ts';
import {
  getAuthSession,
  getCards,
  getLoginProviders,
  getProfile,
  getRegistration,
  signOutOfServer,
  type AuthSession,
} from './auth-client.ts';
import { deleteCookie } from './cookies.ts';
import { readStoredJson, removeStored, storeJson } from './storage.ts';

/** Spec §3 "Session user". providerId is how this session signed in; providerList every linked way. */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string;
  emailVerified: boolean;
  providerId: LoginProvider;
  providerList: LoginProvider[];
}

export interface Session {
  user: SessionUser;
  /**
   * Not a secret: the session's id, so "logged in = user and token present" (§4) and the `utm` header
   * rule (§7) have something to test. The session secret stays in the HttpOnly cookie.
   */
  token: string;
  firstName: string;
  registered: boolean;
  registration: Registration;
  /** Loaded for registered users only (spec §4). */
  profile: Profile | null;
  /** Empty when the user is unregistered or the card fetch failed (spec §8: no valid card then). */
  cards: Card[];
  /** Signed in with Google, Facebook or Apple: the allowed-login check is skipped (spec §4 "Global guard"). */
  isSocial: boolean;
  /** At least one card is active and not expired. */
  hasValidCard: boolean;
  /** The latest-expiring card has cobrand cibc: the header shows the SPC+ logo. */
  isBankLinked: boolean;
  /** Billing is allowed (not a free trial, a valid card, at least one card, not a gold ticket). */
  canSeeBilling: boolean;
  isGoldTicket: boolean;
  isFreeTrial: boolean;
}

export type SessionStatus = 'loading' | 'ready';

// ---------------------------------------------------------------------------------------------------
// How this browser signed in last: Better Auth's session does not say, and the session user's providerId
// (and so the allowed-login check) depends on it.

const SIGN_IN_METHOD_KEY = 'spc.signInMethod';

export function rememberSignInMethod(method: LoginProvider): void {
  storeJson(SIGN_IN_METHOD_KEY, method);
}

function readSignInMethod(): LoginProvider | null {
  const value = readStoredJson(SIGN_IN_METHOD_KEY);
  return value === 'email' || value === 'google' || value === 'facebook' || value === 'apple' ? value : null;
}

// ---------------------------------------------------------------------------------------------------
// Building the session

export interface SessionParts {
  auth: AuthSession;
  providers: LoginProvider[];
  registration: Registration;
  profile: Profile | null;
  cards: Card[];
  signInMethod: LoginProvider | null;
}

/** The session from its parts, with the derived states of spec §4 (computed by packages/domain). */
export function buildSession(
  { auth, providers, registration, profile, cards, signInMethod }: SessionParts,
  now = new Date(),
): Session {
  const providerId =
    signInMethod && (providers.length === 0 || providers.includes(signInMethod))
      ? signInMethod
      : (providers[0] ?? 'email');
  const firstName = profile?.first_name ?? auth.user.firstName ?? auth.user.name?.trim().split(/\s+/)[0] ?? '';
  return {
    user: {
      uid: auth.user.id,
      displayName: auth.user.name,
      email: auth.user.email,
      emailVerified: auth.user.emailVerified,
      providerId,
      providerList: providers.length > 0 ? providers : [providerId],
    },
    token: auth.sessionId,
    firstName,
    registered: registration.registered,
    registration,
    profile,
    cards,
    isSocial: providerId !== 'email',
    hasValidCard: hasValidCard(cards, now),
    isBankLinked: isBankLinked(cards, now),
    canSeeBilling: canSeeBilling(cards, now),
    isGoldTicket: isGoldTicket(cards, now),
    isFreeTrial: isFreeTrial(cards, now),
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A refusal (4xx): the session is gone or unusable. Anything else (offline, 5xx) is an outage. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Spec §4: with an identity session, the registration is loaded, then (registered only) the profile
 * and cards. A refused call clears the user (null); the cards are the exception: their failure means
 * no valid card (§8). An outage throws instead, so the query keeps the session it knew (a network blip
 * on returning to the tab does not sign the member out); with nothing known the reader is a visitor.
 */
export async function loadSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const auth = await getAuthSession({ signal });
    if (!auth) return null;
    const [registration, providers] = await Promise.all([
      getRegistration({ signal }),
      // The linked providers only refine providerId; without them the remembered method decides.
      getLoginProviders({ signal }).catch((error: unknown) => {
        if (isAbort(error)) throw error;
        return [];
      }),
    ]);
    let profile: Profile | null = null;
    let cards: Card[] = [];
    if (registration.registered) {
      [profile, cards] = await Promise.all([
        getProfile({ signal }),
        getCards({ signal }).catch((error: unknown) => {
          if (isAbort(error)) throw error;
          console.warn('Cards could not be loaded', error);
          return [];
        }),
      ]);
    }
    return buildSession({ auth, providers, registration, profile, cards, signInMethod: readSignInMethod() });
  } catch (error) {
    if (isRefusal(error)) return null;
    if (!isAbort(error)) console.warn('The session could not be loaded', error);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// The query

/**
 * The browser app's query client, so `refreshSession()` and `signOut()` can be called without one
 * (after a form's success, say). Set by the session query itself and by `bindSessionClient`; never on
 * the server, where the session query does not run.
 */
let boundClient: QueryClient | undefined;

export function bindSessionClient(queryClient: QueryClient): void {
  boundClient = queryClient;
}

async function querySession({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<Session | null> {
  boundClient = client;
  const session = await loadSession(signal);
  setAuthToken(session?.token ?? null);
  return session;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: querySession,
    staleTime: 5 * 60_000,
    retry: false,
    // Signed out in another tab, or the card bought on the phone: seen when coming back.
    refetchOnWindowFocus: true,
  });
}

/**
 * Starts loading the session before a server-rendered page hydrates, its answer (or failure) held back
 * until `hydrated` settles, so hydration renders the server's visitor throughout and the network time
 * overlaps it. The components' queries then find the load under way: subscribing to it in hydration's
 * effects starts no request there (decision 043).
 */
export function prefetchSession(queryClient: QueryClient, hydrated: Promise<void>): void {
  const options = getSessionQueryOptions();
  void queryClient.prefetchQuery({
    ...options,
    queryFn: async (context) => {
      try {
        return await querySession(context);
      } finally {
        await hydrated;
      }
    },
  });
}

/**
 * The current session for components; null for visitors, while loading and on the server. Null while
 * loading is the query's placeholder, so a visitor's session arriving (null) changes nothing this hook
 * answers and re-renders none of its components: once hydrated, every header, banner and page reading
 * the session rendered again at once for the same null, a long task on a slow phone (decision 043).
 * While React hydrates a component it answers null, as the server did, even when the session arrived
 * before that component's turn (one under a <Suspense> boundary hydrates after the root).
 */
export function useSession(): Session | null {
  const session = useQuery({ ...getSessionQueryOptions(), enabled: !isServer, placeholderData: null }).data ?? null;
  return useHydratedValue(session, null);
}

/**
 * The last load of the session got no answer (offline, a server outage) and nothing is known: not the
 * same as signed out (a refusal gives null). Pages that work offline are let through then.
 */
export function isSessionUnreachable(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(getSessionQueryOptions().queryKey);
  return state?.status === 'error' && state.data === undefined;
}

/**
 * Whether the session is known yet (guards wait for 'ready', spec §4 "Global guard"); 'loading' while
 * React hydrates the component, as on the server (useSession says why).
 */
export function useSessionStatus(): SessionStatus {
  const status = useQuery({ ...getSessionQueryOptions(), enabled: !isServer }).isPending ? 'loading' : 'ready';
  return useHydratedValue<SessionStatus>(status, 'loading');
}

/** What the cache knows when a load failed: the last session, else a visitor. */
function knownSession(queryClient: QueryClient): Session | null {
  return queryClient.getQueryData(getSessionQueryOptions().queryKey) ?? null;
}

/** The session, fetched if not known or stale; null on the server (which renders for visitors). */
export async function ensureSession(queryClient: QueryClient | undefined = boundClient): Promise<Session | null> {
  if (isServer || !queryClient) return null;
  return queryClient.fetchQuery(getSessionQueryOptions()).catch(() => knownSession(queryClient));
}

/** Loads the session again (after a sign-in, a registration, a card change) and answers it. */
export async function refreshSession(queryClient: QueryClient | undefined = boundClient): Promise<Session | null> {
  if (isServer || !queryClient) return null;
  return queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 }).catch(() => knownSession(queryClient));
}

/** Applies a change to the cached session (a saved language, for instance) without a reload. */
export function updateCachedSession(queryClient: QueryClient, update: (session: Session) => Session): void {
  queryClient.setQueryData<Session | null>(getSessionQueryOptions().queryKey, (session) =>
    session ? update(session) : session,
  );
}

/** Spec §3 "Stored cookies": the browser extension's hand-off token, kept an hour (§9). */
export const EXTENSION_TOKEN_COOKIE = 'extension_token';
export const EXTENSION_TOKEN_DAYS = 1 / 24;

/** Roots of the query keys that hold the signed-in user's data (besides the session): dropped at sign-out. */
export const USER_QUERY_ROOTS: readonly string[] = [
  'allowed-login',
  'billing',
  'referrals',
  'membership-card',
  'saved',
  'redeem',
  'rewards-linking',
];

/** The digital card kept on the device for /membership-screen offline (features/membership-card/card-storage.ts). */
const STORED_CARD_KEY = 'spc.membershipCard';

/**
 * Spec §4: logout signs out and clears the user, token, profile, card validity and registration; the
 * language is kept. The local state is cleared even when the server cannot be reached.
 */
export async function signOut(queryClient: QueryClient | undefined = boundClient): Promise<void> {
  await queryClient?.cancelQueries({ queryKey: getSessionQueryOptions().queryKey });
  try {
    await signOutOfServer();
  } catch (error) {
    console.warn('Sign-out request failed', error);
  }
  setAuthToken(null);
  removeStored(SIGN_IN_METHOD_KEY);
  removeStored(STORED_CARD_KEY);
  deleteCookie(EXTENSION_TOKEN_COOKIE);
  queryClient?.removeQueries({ predicate: (query) => USER_QUERY_ROOTS.includes(String(query.queryKey[0])) });
  queryClient?.setQueryData(getSessionQueryOptions().queryKey, null);
}

// ---------------------------------------------------------------------------------------------------
// Where to go after signing in (spec §4 "Auto-login": the remembered target, `redirectUrl` in local
// storage) and the purchase-navigation flag of the global guard. Shared by the sign-in and sign-up
// flows, so it lives here rather than in either feature.

const REDIRECT_URL_KEY = 'redirectUrl';
const PURCHASE_NAVIGATION_KEY = 'spc.purchaseNavigation';

/** A path inside the app (`/x?y`), never another site (`//host`, `https://…`). */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function storeRedirectTarget(path: string): void {
  if (isAppPath(path)) storeJson(REDIRECT_URL_KEY, path);
}

export function readRedirectTarget(): string | null {
  const value = readStoredJson(REDIRECT_URL_KEY);
  return isAppPath(value) ? value : null;
}

export function clearRedirectTarget(): void {
  removeStored(REDIRECT_URL_KEY);
}

/** Spec §4 "Global guard": a logged-out visitor heading for a purchase page goes to sign-up with this flag. */
export function setPurchaseNavigation(): void {
  storeJson(PURCHASE_NAVIGATION_KEY, true);
}

export function readPurchaseNavigation(): boolean {
  return readStoredJson(PURCHASE_NAVIGATION_KEY) === true;
}

export function clearPurchaseNavigation(): void {
  removeStored(PURCHASE_NAVIGATION_KEY);
}
