// What identity asks of the users service: its e-mails (through the mail interface, in the user's
// language) and what happens after a verification or a password reset.
import type { FastifyInstance } from 'fastify';
import type { Language } from '@spc/domain/constants';
import type { AuthHooks, AuthMail, AuthUser } from '../../auth/auth.ts';
import { clearAttempts } from '../../auth/lockout.ts';
import { renderMail, type MailData, type MailKind } from '../../adapters/mail/templates.ts';
import * as repo from './repository.ts';

export const languageOf = (value: string | null | undefined): Language => (value === 'fr' ? 'fr' : 'en');

export async function sendAccountMail(
  app: FastifyInstance,
  kind: MailKind,
  to: { email: string; firstName?: string | null | undefined; language: Language },
  link: string | undefined,
  extra: Pick<MailData, 'newEmail' | 'resetLink'> = {},
) {
  const rendered = renderMail(kind, to.language, {
    ...extra,
    firstName: to.firstName ?? undefined,
    link: link ?? `${app.config.publicUrl}/deals`,
    publicUrl: app.config.publicUrl,
  });
  await app.mail.send({ to: to.email, kind, language: to.language, ...rendered, ...(link ? { link } : {}) });
}

/** The profile's language once there is one, else what the sign-up form said. */
async function recipient(app: FastifyInstance, user: AuthUser) {
  const profile = await repo.findProfile(app.db, user.id);
  return {
    email: user.email,
    firstName: profile?.firstName ?? user.firstName,
    language: languageOf(profile?.language ?? user.language),
  };
}

export function accountMail(app: FastifyInstance): AuthMail {
  return {
    verification: async (user, link) => sendAccountMail(app, 'verification', await recipient(app, user), link),
    reset: async (user, link) => sendAccountMail(app, 'reset', await recipient(app, user), link),
    signupAttempt: async (user) =>
      sendAccountMail(app, 'signup-attempt', await recipient(app, user), `${app.config.publicUrl}/login`),
  };
}

export function accountHooks(app: FastifyInstance): AuthHooks {
  return {
    async afterEmailVerification(userId) {
      const created = await repo.createProfileFromSignup(app.db, userId);
      if (!created) return;
      const user = await repo.findAuthUser(app.db, userId);
      if (user) {
        await sendAccountMail(
          app,
          'welcome',
          { email: user.email, firstName: user.firstName, language: languageOf(user.language) },
          `${app.config.publicUrl}/deals`,
        );
      }
    },
    async afterPasswordReset(email) {
      await clearAttempts(app.db, email);
    },
  };
}
