// What identity asks of the users service: its e-mails (through the mail interface, in the user's
// language) and what happens after a verification or a password reset.
import type { Language } from '@spc/domain/constants';
import type { AuthHooks, AuthMail, AuthUser } from '../../auth/auth.ts';
import { clearAttempts } from '../../auth/lockout.ts';
import { renderMail, type MailData, type MailKind } from '../../adapters/mail/templates.ts';
import { currentPrivacyVersion } from '../content/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type AccountMailDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

export const languageOf = (value: string | null | undefined): Language => (value === 'fr' ? 'fr' : 'en');

export async function sendAccountMail(
  deps: AccountMailDeps,
  kind: MailKind,
  to: { email: string; firstName?: string | null | undefined; language: Language },
  link: string | undefined,
  extra: Pick<MailData, 'newEmail' | 'resetLink'> = {},
) {
  const rendered = renderMail(kind, to.language, {
    ...extra,
    firstName: to.firstName ?? undefined,
    link: link ?? `${deps.config.publicUrl}/deals`,
    publicUrl: deps.config.publicUrl,
  });
  await deps.mail.send({ to: to.email, kind, language: to.language, ...rendered, ...(link ? { link } : {}) });
}

/** The profile's language once there is one, else what the sign-up form said. */
async function recipient(deps: AccountMailDeps, user: AuthUser) {
  const profile = await repo.findProfile(deps.db, user.id);
  return {
    email: user.email,
    firstName: profile?.firstName ?? user.firstName,
    language: languageOf(profile?.language ?? user.language),
  };
}

export function accountMail(deps: AccountMailDeps): AuthMail {
  return {
    verification: async (user, link) => sendAccountMail(deps, 'verification', await recipient(deps, user), link),
    reset: async (user, link) => sendAccountMail(deps, 'reset', await recipient(deps, user), link),
    signupAttempt: async (user) =>
      sendAccountMail(deps, 'signup-attempt', await recipient(deps, user), `${deps.config.publicUrl}/login`),
  };
}

export function accountHooks(deps: AccountMailDeps): AuthHooks {
  return {
    async afterEmailVerification(userId) {
      // The sign-up form accepted the privacy policy in effect (issue 17): recorded, so no notice follows.
      const created = await repo.createProfileFromSignup(
        deps.db,
        userId,
        await currentPrivacyVersion(deps.db, new Date()),
      );
      if (!created) return;
      const user = await repo.findAuthUser(deps.db, userId);
      if (user) {
        await sendAccountMail(
          deps,
          'welcome',
          { email: user.email, firstName: user.firstName, language: languageOf(user.language) },
          `${deps.config.publicUrl}/deals`,
        );
      }
    },
    async afterPasswordReset(email) {
      await clearAttempts(deps.db, email);
    },
  };
}
