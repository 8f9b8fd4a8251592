// Issue 23 item 19 (docs/api-store.md "Reminders"): the trial-ending, renewal-upcoming and
// membership-expired e-mails, received through a real SMTP server with the jobs run on a controlled
// clock — their timing, once only, the member's language and the figures — and the renewal reminder's
// signed link to turn auto-renew off (valid, again, tampered, expired; the page's GET changes nothing).
import { formatMoney, membershipProduct, quote } from '@spc/domain/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DAY,
  call,
  insertCard,
  insertPaymentMethod,
  member,
  profileOf,
  setAutoRenew,
  setSubscription,
  subscriptionOf,
} from '../../../test/billing-helpers.ts';
import { parseRawMail, startTestSmtpServer, type TestSmtpServer } from '../../adapters/mail/test-smtp-server.ts';
import { billingReminders, mailOutbox, userProfiles } from '../../db/schema/index.ts';
import { runJobs } from '../../jobs.ts';
import { autoRenewOffKey, createAutoRenewOffToken } from './auto-renew-token.ts';
import { runReminders } from './reminders.ts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const HOUR = 3_600_000;
/** The e-mails a member received through SMTP whose subject matches. */
function received(to: string, subject: RegExp) {
  return smtp.received
    .filter((mail) => mail.rcptTo.includes(to))
    .map((mail) => parseRawMail(mail.raw))
    .filter((mail) => subject.test(mail.headers.get('subject') ?? ''));
}

/** One pass of every job at `now` (the reminders, then the mail delivery), and the deliveries done. */
async function passAt(now: Date) {
  await runJobs(t.app, now);
  await t.app.mail.idle();
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function setLanguage(who: SignedUp, language: 'en' | 'fr') {
  await t.database.db.update(userProfiles).set({ language }).where(eq(userProfiles.userId, who.userId));
}

const remindersOf = (userId: string) =>
  t.database.db.select().from(billingReminders).where(eq(billingReminders.userId, userId));

describe('the free trial ends in 3 days', () => {
  const subject = /free trial ends in|essai gratuit/;

  it('is sent 3 days before the end, not 4, and only once, in the member’s language', async () => {
    const who = await member(t, unique('trial'));
    const card = await insertCard(t, who.userId, 20 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    const end = card.expiryDate!;

    await passAt(new Date(end.getTime() - 4 * DAY));
    expect(received(who.email, subject)).toHaveLength(0);

    await passAt(new Date(end.getTime() - 3 * DAY));
    const mails = received(who.email, subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.get('subject')).toBe('Your SPC free trial ends in 3 days');
    expect(mail.text).toContain('your trial card no longer works');
    expect(mail.text).toContain('nothing to pay');
    expect(mail.text).toContain(`${t.config.publicUrl}/purchase`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/purchase"`);

    // Later passes, even a day later, send nothing more.
    await passAt(new Date(end.getTime() - 3 * DAY + HOUR));
    await passAt(new Date(end.getTime() - 2 * DAY));
    expect(received(who.email, subject)).toHaveLength(1);
    expect(await remindersOf(who.userId)).toMatchObject([{ kind: 'trial-ending' }]);
  });

  it('is in French for a French member', async () => {
    const who = await member(t, unique('essai'), { postal: 'H3G 1M8', province: 'QC' });
    await setLanguage(who, 'fr');
    const card = await insertCard(t, who.userId, 21 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    await passAt(new Date(card.expiryDate!.getTime() - 3 * DAY + HOUR));
    const [mail] = received(who.email, subject);
    expect(mail?.headers.get('subject')).toBe('Votre essai gratuit Carte SPC se termine dans 3\u00a0jours');
    expect(mail?.text).toContain('votre carte d’essai ne fonctionnera plus');
    expect(mail?.text).toContain('abonnement');
    expect(mail?.text).not.toMatch(/adhésion/i);
  });

  it('is not sent to a member who has already bought', async () => {
    const who = await member(t, unique('bought'));
    const trial = await insertCard(t, who.userId, 22 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    await insertCard(t, who.userId, 365 * DAY);
    await passAt(new Date(trial.expiryDate!.getTime() - 2 * DAY));
    expect(received(who.email, subject)).toHaveLength(0);
  });
});

describe('the membership renews in 7 days', () => {
  const subject = /renews in|sera renouvelé dans/;

  /** A member in Quebec, in French, with a paid card ending in `inMs`, auto-renew on and a Visa …1881. */
  async function subscriber(name: string, inMs: number, language: 'en' | 'fr' = 'fr') {
    const who = await member(t, unique(name), { postal: 'H3G 1M8', province: 'QC' });
    await setLanguage(who, language);
    const card = await insertCard(t, who.userId, inMs);
    await insertPaymentMethod(t, who.userId, { cardType: 'Visa', last4: '1881' });
    await setAutoRenew(t, who.userId, true);
    await setSubscription(t, who.userId, { status: 'active' });
    return { who, renewal: card.expiryDate! };
  }

  const tokenOf = (text: string) => /\/billing\/auto-renew-off\?token=([A-Za-z0-9_.-]+)/.exec(text)?.[1];

  it('is sent 7 days before, not 8, once, in French, with the amount with tax, the card and the link', async () => {
    const { who, renewal } = await subscriber('renouvelle', 30 * DAY);
    await passAt(new Date(renewal.getTime() - 8 * DAY));
    expect(received(who.email, subject)).toHaveLength(0);

    await passAt(new Date(renewal.getTime() - 7 * DAY));
    await passAt(new Date(renewal.getTime() - 6 * DAY));
    const mails = received(who.email, subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.get('subject')).toBe('Votre abonnement Carte SPC sera renouvelé dans 7\u00a0jours');
    // Quebec: GST and QST on the membership's price, as the renewal will charge.
    const priced = quote({ product: membershipProduct('ca'), province: 'QC', country: 'ca' });
    expect(priced.tax_cents).toBeGreaterThan(0);
    const total = formatMoney(priced.total_cents, 'CAD', 'fr');
    expect(mail.text).toContain(
      `un montant de ${total} (taxes incluses) sera porté à votre carte Visa se terminant par 1881`,
    );
    expect(mail.text).toContain('TVQ');
    expect(mail.html).toContain('1881');
    expect(mail.text).toContain(`${t.config.publicUrl}/billing`);
    expect(tokenOf(mail.text!)).toBeDefined();
    expect(mail.text).toContain('Désactiver le renouvellement automatique');
    expect(mail.text).not.toMatch(/adhésion/i);
  });

  it('is in English for an English member', async () => {
    const { who, renewal } = await subscriber('renews', 31 * DAY, 'en');
    await passAt(new Date(renewal.getTime() - 7 * DAY + HOUR));
    const [mail] = received(who.email, subject);
    expect(mail?.headers.get('subject')).toBe('Your SPC membership renews in 7 days');
    expect(mail?.text).toContain('(taxes included) to your Visa ending in 1881');
  });

  it('is not sent to a member who turned auto-renew off', async () => {
    const { who, renewal } = await subscriber('off', 32 * DAY);
    const off = await call(t, 'PUT', '/api/users/user/updateAutoRenew', who, { is_auto_renew: false });
    expect(off.statusCode, off.body).toBe(200);
    await passAt(new Date(renewal.getTime() - 6 * DAY));
    expect(received(who.email, subject)).toHaveLength(0);
  });

  it('its link turns auto-renew off without signing in: a GET of the page changes nothing; again is fine', async () => {
    const { who, renewal } = await subscriber('lien', 33 * DAY);
    await passAt(new Date(renewal.getTime() - 7 * DAY));
    const token = tokenOf(received(who.email, subject)[0]!.text!)!;

    // Opening the link (the web page) changes nothing.
    const page = await t.app.inject({ method: 'GET', url: `/billing/auto-renew-off?token=${token}` });
    expect(page.statusCode).toBeLessThan(500);
    expect((await profileOf(t, who.userId)).isAutoRenew).toBe(true);
    expect((await subscriptionOf(t, who.userId))?.status).toBe('active');

    // The page's button, without a session.
    const first = await call(t, 'POST', '/api/store/v2/auto-renew/off', null, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ is_auto_renew: false, renewal_date: renewal.toISOString() });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await profileOf(t, who.userId)).isAutoRenew).toBe(false);
    expect((await subscriptionOf(t, who.userId))?.status).toBe('cancelled');
    const status = await call(t, 'GET', '/api/users/user/check_braintree_subscription', who);
    expect(status.json()).toMatchObject({ is_auto_renew: false, next_billing_date: null });

    const again = await call(t, 'POST', '/api/store/v2/auto-renew/off', null, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect((await profileOf(t, who.userId)).isAutoRenew).toBe(false);
  });

  it('a tampered or forged link is refused with 400 and changes nothing', async () => {
    const { who, renewal } = await subscriber('tampered', 34 * DAY);
    await passAt(new Date(renewal.getTime() - 7 * DAY));
    const token = tokenOf(received(who.email, subject)[0]!.text!)!;
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const other = Buffer.from(`someone-else.${renewal.getTime()}`).toString('base64url');
    for (const bad of [flipped, `${other}.${signature}`, 'garbage', `${payload}.${signature}.x`]) {
      const response = await call(t, 'POST', '/api/store/v2/auto-renew/off', null, { token: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: 'AUTO_RENEW_LINK_INVALID' });
    }
    expect((await profileOf(t, who.userId)).isAutoRenew).toBe(true);
  });

  it('an expired link (past the renewal date) is refused with 410 and changes nothing', async () => {
    const { who } = await subscriber('expired-link', 35 * DAY);
    const { secret } = await t.app.auth.$context;
    const token = createAutoRenewOffToken(autoRenewOffKey(secret), {
      userId: who.userId,
      expiresAtMs: Date.now() - HOUR,
    });
    const response = await call(t, 'POST', '/api/store/v2/auto-renew/off', null, { token });
    expect(response.statusCode, response.body).toBe(410);
    expect(response.json()).toMatchObject({ error: 'AUTO_RENEW_LINK_EXPIRED' });
    expect((await profileOf(t, who.userId)).isAutoRenew).toBe(true);
  });
});

describe('the membership has expired', () => {
  const subject = /has expired|a expiré/;

  it('is sent once after the end, not before; not to a member who bought again', async () => {
    const who = await member(t, unique('expired'));
    const card = await insertCard(t, who.userId, 40 * DAY);
    const end = card.expiryDate!;
    await passAt(new Date(end.getTime() - HOUR));
    expect(received(who.email, subject)).toHaveLength(0);
    await passAt(new Date(end.getTime() + HOUR));
    await passAt(new Date(end.getTime() + 2 * DAY));
    const mails = received(who.email, subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('subject')).toBe('Your SPC membership has expired');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/purchase`);

    const renewedElsewhere = await member(t, unique('rebought'));
    const old = await insertCard(t, renewedElsewhere.userId, 41 * DAY);
    await insertCard(t, renewedElsewhere.userId, 400 * DAY, { cobrand: 'cibc' });
    await passAt(new Date(old.expiryDate!.getTime() + HOUR));
    expect(received(renewedElsewhere.email, subject)).toHaveLength(0);
  });

  it('waits for the renewal job’s grace period when auto-renew is on', async () => {
    const who = await member(t, unique('grace'));
    await setLanguage(who, 'fr');
    const card = await insertCard(t, who.userId, 42 * DAY);
    await insertPaymentMethod(t, who.userId);
    await setAutoRenew(t, who.userId, true);
    await setSubscription(t, who.userId, { status: 'past_due' });
    // Renewal attempts at those times fail (no gateway token): the member stays past due.
    await passAt(new Date(card.expiryDate!.getTime() + DAY));
    expect(received(who.email, subject)).toHaveLength(0);
    await passAt(new Date(card.expiryDate!.getTime() + 31 * DAY));
    const [mail] = received(who.email, subject);
    expect(mail?.headers.get('subject')).toBe('Votre abonnement Carte SPC a expiré');
  });
});

describe('GET /api/users/user/reminders', () => {
  it('lists the member’s reminders (kind, date), not cached; a visitor gets 401', async () => {
    const who = await member(t, unique('listed'));
    const card = await insertCard(t, who.userId, 50 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    const empty = await call(t, 'GET', '/api/users/user/reminders', who);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ reminders: [] });

    const at = new Date(card.expiryDate!.getTime() - 3 * DAY);
    await passAt(at);
    const listed = await call(t, 'GET', '/api/users/user/reminders', who);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json()).toEqual({
      reminders: [
        { kind: 'trial-ending', sent_at: at.toISOString(), term_end: card.expiryDate!.toISOString().slice(0, 10) },
      ],
    });
    expect((await call(t, 'GET', '/api/users/user/reminders', null)).statusCode).toBe(401);
  });
});

describe('once, whatever happens', () => {
  it('a failure while queuing records nothing (the next pass sends it); two runners at once queue one mail', async () => {
    const who = await member(t, unique('race'));
    const card = await insertCard(t, who.userId, 60 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    const at = new Date(card.expiryDate!.getTime() - 3 * DAY + HOUR);
    const { secret } = await t.app.auth.$context;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const deps = { db: t.app.db, config: t.config, log, autoRenewOffKey: autoRenewOffKey(secret) };

    // The outbox write fails (the process dies there): the reminder's record goes with it.
    const broken = { ...t.app.mail, send: () => Promise.reject(new Error('connection lost')) };
    const failed = await runReminders({ ...deps, mail: broken }, { now: at });
    expect(failed.failed).toBeGreaterThan(0);
    expect(await remindersOf(who.userId)).toHaveLength(0);

    await Promise.all([
      runReminders({ ...deps, mail: t.app.mail }, { now: at }),
      runReminders({ ...deps, mail: t.app.mail }, { now: at }),
    ]);
    expect(await remindersOf(who.userId)).toHaveLength(1);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
    expect(queued.filter((row) => row.kind === 'trial-ending')).toHaveLength(1);
    await passAt(at);
    expect(received(who.email, /free trial ends in/)).toHaveLength(1);
  });
});
