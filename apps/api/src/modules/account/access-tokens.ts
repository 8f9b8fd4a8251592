// Custom tokens (spec §4 "Auto-login", the extension hand-off).
import type { z } from 'zod';
import type { accessTokenBodySchema } from '@spc/domain/account-responses';
import { type AccountsDeps, type User } from './account-deps.ts';
import { RetryLaterError } from './account-errors.ts';
import { sendVerification } from './verification.ts';

export async function createAccessToken(
  deps: AccountsDeps,
  user: User,
  body: z.infer<typeof accessTokenBodySchema>,
): Promise<{ custom_token: string; url: string }> {
  // The token signs in a session of its own, not the caller's: auto-login signs out whatever session
  // the browser has first (spec §4 "Auto-login"), and that must not be the one the token points at.
  const context = await deps.auth.$context;
  const session = await context.internalAdapter.createSession(user.id);
  const { token } = await deps.auth.api.generateOneTimeToken({
    headers: new Headers({ authorization: `Bearer ${session.token}` }),
  });
  const url = new URL(`${deps.config.publicUrl}${body?.redirect ?? '/deals'}`);
  url.searchParams.set('auto_login', 'yes');
  url.searchParams.set('custom_token', token);
  if (body?.card_number) url.searchParams.set('card_number', body.card_number);
  for (const [key, value] of Object.entries(body?.utm_data ?? {})) {
    if (value) url.searchParams.set(`utm_${key}`, value);
  }
  if (body?.resend_verification && !user.emailVerified) {
    try {
      await sendVerification(deps, user, undefined);
    } catch (error) {
      // The token is what was asked for; a resend the limit holds back is simply not sent.
      if (!(error instanceof RetryLaterError)) throw error;
    }
  }
  return { custom_token: token, url: url.toString() };
}
