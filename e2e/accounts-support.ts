// What the account journeys share: unique addresses, the mail the product delivered to the local SMTP
// server (read through local-services.ts's side door), and an account made over HTTP when a journey
// needs one that already exists.
import { expect, type APIRequestContext } from '@playwright/test';
import { controlURL } from './playwright.config.ts';

export const PASSWORD = 'Maple2leaf';

let counter = 0;
/** An address no other journey (or project, or run) uses. */
export function uniqueEmail(what: string): string {
  counter += 1;
  return `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${counter}@example.com`;
}

interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the e-mail to `to` whose subject matches, and answers its text and action link. */
export async function mailTo(
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string; link: string | undefined }> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${controlURL}/mail?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as DeliveredMail[];
        found = messages.findLast((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  const link = /https?:\/\/\S+?\/__\/auth\/action\?\S+/.exec(found!.text)?.[0];
  return { subject: found!.subject, text: found!.text, link };
}

/** Chooses who the local Google stand-in signs in next. */
export async function nextGoogleIdentity(identity: {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}) {
  const response = await fetch(`${controlURL}/oidc/identity`, {
    method: 'POST',
    body: JSON.stringify({ ...identity, name: `${identity.given_name} ${identity.family_name}`, email_verified: true }),
  });
  expect(response.ok).toBe(true);
}

/**
 * A verified, registered member made over HTTP: sign-up, then the verification link from the e-mail.
 * With `page.request`, the browser context ends up signed in as them too.
 */
export async function createMember(
  request: APIRequestContext,
  baseURL: string,
  { email = uniqueEmail('member'), firstName = 'Chloé', language = 'en' } = {},
) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: {
      email,
      password: PASSWORD,
      name: `${firstName} Gagnon`,
      firstName,
      lastName: 'Gagnon',
      birthDate: '2003-05-14',
      language,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { link } = await mailTo(email, /confirm|confirmez/i);
  const token = new URL(link ?? '').searchParams.get('oobCode');
  const verify = await request.get(`/api/auth/verify-email?token=${token}`);
  expect(verify.status()).toBe(200);
  return { email, password: PASSWORD, firstName };
}
