// Users service, accounts side (spec §7 "Users"; docs/api-accounts.md), registered under /api/users:
// registration, profile, e-mail and password changes, verification resends, custom tokens, the
// sign-in lock, reference answers (postal codes, provinces), the caller's cards and account deletion.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { cardsResponseSchema } from '@spc/domain/cards';
import {
  additionalQuestionsSchema,
  alertsPolicyUpdateSchema,
  changeEmailSchema,
  changePasswordSchema,
  languageUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  referralSchema,
  registerBodySchema,
  registrationSchema,
} from '@spc/domain/users';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorResponseSchema } from '../../errors.ts';
import {
  accessTokenBodySchema,
  accessTokenResponseSchema,
  alertsPolicyResponseSchema,
  deleteUserBodySchema,
  emailChangedResponseSchema,
  emptyBodySchema,
  isAllowedLoginResponseSchema,
  languageResponseSchema,
  loginEmailBodySchema,
  loginFailResponseSchema,
  passwordIsValidBodySchema,
  passwordIsValidResponseSchema,
  postalParamsSchema,
  postalValidationResponseSchema,
  provincesResponseSchema,
  referralHeadersSchema,
  registeredResponseSchema,
  resendRateLimitResponseSchema,
  retryErrorResponseSchema,
  successResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@spc/domain/account-responses';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';
import { secureCookies } from '../../auth/auth.ts';

/**
 * The public calls about the sign-in lock, and the password check, answer at most this often per
 * client address and route: enough for a person signing in, too few to probe or lock accounts en masse.
 */
export const PUBLIC_CALLS_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Reference data that answers every visitor alike (see plugins/response-cache.ts). */
const PUBLIC_CACHE_MS = 60_000;

const tags = ['users'];
const e = errorResponseSchema;
const signedInErrors = { 400: e, 401: e, 403: e };

/** Tells the browser to drop the session cookies of an account that no longer exists. */
async function expireSessionCookies(app: FastifyInstance, reply: FastifyReply) {
  const { authCookies } = await app.auth.$context;
  // The same Secure flag the cookies were set with (the scheme of PUBLIC_URL), or a __Secure- cookie is not replaced.
  const secure = secureCookies(app.config) ? '; Secure' : '';
  reply.header(
    'set-cookie',
    [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
      ({ name }) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}

export const accountRoutes = routes('/api/users', async (app) => {
  // Refusals that say when to try again carry `retry_after` (a number) and Retry-After; everything
  // else goes to the central error handler.
  const centralErrorHandler = app.errorHandler;
  app.setErrorHandler(function handle(error, request, reply) {
    if (error instanceof service.RetryLaterError) {
      request.log.info({ status: error.statusCode, code: error.code }, error.message);
      return reply
        .status(error.statusCode)
        .header('retry-after', String(error.retryAfter))
        .send({ error: error.code, message: error.message, retry_after: error.retryAfter });
    }
    return centralErrorHandler.call(this, error, request, reply);
  });

  // For the routes that ask for it (config.rateLimit): counted in Redis across instances when
  // REDIS_URL is set, else in memory per instance.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new service.RetryLaterError(
        429,
        'RATE_LIMITED',
        RATE_LIMITED_MESSAGE,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
  // The login page asks before and after each attempt; AUTH_RATE_LIMIT_SCALE widens it like the auth limits.
  const rateLimited = {
    rateLimit: { ...PUBLIC_CALLS_RATE_LIMIT, max: PUBLIC_CALLS_RATE_LIMIT.max * app.config.authRateLimitScale },
  };

  // ------------------------------------------------------------------------------------------------
  // Registration

  app.get(
    '/userIsRegistered',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user has registered (has a member record)',
        response: { 200: registeredResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { registered: await service.isRegistered(app, user.id) };
    },
  );

  app.get(
    '/v2/user/register',
    {
      schema: {
        tags,
        summary: "The signed-in user's registration: membership type, registered, has a card, BMO",
        response: { 200: registrationSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getRegistration(app, user.id);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registers the signed-in user (profile and registration) and sends the welcome e-mail',
        body: registerBodySchema,
        response: { 201: registeredResponseSchema, ...signedInErrors, 409: e, 422: e },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const answer = await service.register(app, user, request.body);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/register',
    {
      schema: {
        tags,
        summary: "The signed-in user's referral code (created on first read) and its counts",
        headers: referralHeadersSchema,
        response: { 200: referralSchema, ...signedInErrors, 404: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getReferral(app, user.id, request.headers.firebase_uid);
    },
  );

  app.put(
    '/v2/user/register',
    {
      schema: {
        tags,
        summary: 'Saves the additional questions (postal code, school, international student)',
        body: additionalQuestionsSchema,
        response: { 200: profileSchema, ...signedInErrors, 404: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.saveAdditionalQuestions(app, user, request.body);
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Profile

  app.get(
    '/v2/user/profile',
    {
      schema: {
        tags,
        summary: "The signed-in user's profile",
        response: { 200: profileSchema, 401: e, 404: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getProfile(app, user);
    },
  );

  app.put(
    '/v2/user/profile',
    {
      schema: {
        tags,
        summary: 'Updates any editable profile fields',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...signedInErrors, 404: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.updateProfile(app, user, request.body);
    },
  );

  app.put(
    '/user/email',
    {
      schema: {
        tags,
        summary: 'Changes the e-mail address (re-authenticated by the password); sends a verification e-mail',
        body: changeEmailSchema,
        response: { 200: emailChangedResponseSchema, ...signedInErrors, 409: e, 423: retryErrorResponseSchema },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.changeEmail(app, user, request.body);
    },
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags,
        summary: "Changes the password (re-authenticated by the current one); the user's other sessions end",
        body: changePasswordSchema,
        response: { 200: successResponseSchema, ...signedInErrors, 423: retryErrorResponseSchema },
      },
    },
    async (request) => {
      const signedIn = await app.requireUser(request);
      return service.changePassword(app, signedIn, request.body);
    },
  );

  app.put(
    '/user/update_language',
    {
      schema: {
        tags,
        summary: "Saves the signed-in user's language",
        body: languageUpdateSchema,
        response: { 200: languageResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.updateLanguage(app, user.id, request.body.language);
    },
  );

  app.put(
    '/user/alerts-policy',
    {
      schema: {
        tags,
        summary: 'Acknowledges the policy-update notification',
        body: alertsPolicyUpdateSchema,
        response: { 200: alertsPolicyResponseSchema, ...signedInErrors, 404: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.acknowledgeAlertsPolicy(app, user.id, request.body.alerts_policy);
    },
  );

  app.post(
    '/passwordIsValid',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: "Checks the signed-in user's own password; a wrong one counts as a failed sign-in",
        body: passwordIsValidBodySchema,
        response: {
          200: passwordIsValidResponseSchema,
          ...signedInErrors,
          423: retryErrorResponseSchema,
          429: retryErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.passwordIsValid(app, user, request.body);
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Reference answers

  app.get(
    '/validate/postal',
    { schema: { tags, summary: 'Without a postal code: 400 "No postal code provided."', response: { 400: e } } },
    async () => {
      throw service.noPostalCode();
    },
  );
  app.get(
    '/validate/postal/:postal',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary:
          'Whether a postal code (A1B 2C3) or ZIP code (12345) is valid, normalised, with its province and country',
        params: postalParamsSchema,
        response: { 200: postalValidationResponseSchema, 400: e },
      },
    },
    async (request) => service.validatePostal(request.params.postal),
  );

  app.get(
    '/province',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'The 13 provinces and territories of Canada, named in English and French',
        response: { 200: provincesResponseSchema },
      },
    },
    async () => service.listProvinces(),
  );

  // ------------------------------------------------------------------------------------------------
  // Verification e-mail and custom tokens

  app.post(
    '/user/verifyemail',
    {
      schema: {
        tags,
        summary: 'Sends the verification e-mail again (5 an hour, 60 s apart)',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...signedInErrors, 429: retryErrorResponseSchema },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.sendVerification(app, user, request.body?.language);
    },
  );

  app.get(
    '/update/resendratelimit',
    {
      schema: {
        tags,
        summary: 'Verification e-mails sent in the current window, the limit, and the seconds before the next',
        response: { 200: resendRateLimitResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getResendRateLimit(app, user.id);
    },
  );

  app.post(
    '/user/accesstoken',
    {
      schema: {
        tags,
        summary: 'A one-time custom token (3 minutes) and the auto-login URL that uses it',
        body: accessTokenBodySchema,
        response: { 200: accessTokenResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.createAccessToken(app, user, request.body);
    },
  );

  // ------------------------------------------------------------------------------------------------
  // The sign-in lock (public; the same answers whether or not the address has an account)

  app.post(
    '/isAllowedLogin',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Whether sign-in is allowed for an address (not locked), and when it will be',
        body: loginEmailBodySchema,
        response: { 200: isAllowedLoginResponseSchema, 400: e, 429: retryErrorResponseSchema },
      },
    },
    async (request) => service.isAllowedLogin(app, request.body.email),
  );

  app.post(
    '/updateLoginFailAttempt',
    {
      config: rateLimited,
      schema: {
        tags,
        summary:
          'The sign-in lock state of an address, without counting: the server counts real failed sign-ins (5 lock it for 15 minutes)',
        body: loginEmailBodySchema,
        response: { 200: loginFailResponseSchema, 400: e, 429: retryErrorResponseSchema },
      },
    },
    async (request) => service.updateLoginFailAttempt(app, request.body.email),
  );

  app.post(
    '/unlock-account',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'E-mails a reset link to a locked account (always answers success)',
        body: loginEmailBodySchema,
        response: { 200: successResponseSchema, 400: e, 429: retryErrorResponseSchema },
      },
    },
    async (request) => service.unlockAccount(app, request.body.email),
  );

  // ------------------------------------------------------------------------------------------------
  // Cards and deletion

  app.get(
    '/v2/cardsForUser',
    {
      schema: {
        tags,
        summary: "The signed-in user's cards",
        response: { 200: cardsResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.cardsForUser(app, user.id);
    },
  );

  app.delete(
    '/deleteUser',
    {
      schema: {
        tags,
        summary: 'Deletes the signed-in user and everything they own; their cards are detached',
        body: deleteUserBodySchema,
        response: { 200: successResponseSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const answer = await service.deleteUser(app, user, request.body.firebaseUid);
      await expireSessionCookies(app, reply);
      return answer;
    },
  );

  app.post(
    '/deleteFirebaseUser',
    {
      schema: {
        tags,
        summary: 'Deletes the signed-in user (an abandoned sign-up)',
        body: emptyBodySchema,
        response: { 200: successResponseSchema, 401: e },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const answer = await service.deleteUser(app, user, undefined);
      await expireSessionCookies(app, reply);
      return answer;
    },
  );
});
