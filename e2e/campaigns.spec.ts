// The campaign modals in a real browser (issue 19 items 3 and 5): a visitor sees the deals page's ad once
// the page is idle, closes it, and does not see it again within its cooldown (the history kept in local
// storage; aged past the cooldown, it shows again); a visitor subscribes from the e-mail capture modal
// (submit enabled only on a valid address), confirms from the link the product e-mailed through real
// SMTP — the link's page confirms only on a click — and is then told 'already subscribed'; the list's
// welcome e-mail then carries the one-click List-Unsubscribe headers and a footer link whose page
// unsubscribes only on a click (decision 039).
import { expect, test, type Page } from '@playwright/test';
import { CONSENTED_VISITOR, controlURL } from './playwright.config.ts';
import { uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

/** The modal host waits for 3 s without a click or key press; allow for the page's own loading. */
const MODAL_WAIT = { timeout: 12_000 };

async function confirmationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${controlURL}/mail?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as { subject: string; text: string }[];
        const mail = messages.findLast((message) => /Confirm your subscription to SPC news/.test(message.subject));
        link = mail ? /https?:\/\/\S+subscribe_token=[\w-]+/.exec(mail.text)?.[0] : undefined;
        return link !== undefined;
      },
      { message: `the confirmation e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

interface ReceivedMail {
  subject: string;
  text: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

async function welcomeMail(to: string): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${controlURL}/mail?to=${encodeURIComponent(to)}`);
        mail = ((await response.json()) as ReceivedMail[]).findLast((message) =>
          /You’re on the SPC list/.test(message.subject),
        );
        return mail !== undefined;
      },
      { message: `the list's welcome e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

// These journeys are about the campaign modals: they start without the showings every other journey
// starts with (playwright.config.ts).
test.use({ storageState: CONSENTED_VISITOR });

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.getElementById('spc-campaigns') !== null);
}

test('an ad shows once on the deals page and not again within its cooldown @desktop', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/deals');
  await hydrated(page);
  const ad = page.getByRole('dialog', { name: 'A deal for you' });
  await expect(ad).toBeVisible(MODAL_WAIT);
  // Its picture is served (the ads' images were 404s before).
  const picture = ad.locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await expect(ad.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/deals/cibc');
  await expectAccessible(page, 'the ads modal');
  await page.keyboard.press('Escape');
  await expect(ad).toBeHidden();

  // The next visit to the page, within the ad's 24 h cooldown: no ad (whatever else may open).
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(5000);
  await expect(ad).toBeHidden();
  const history = await page.evaluate(
    () => JSON.parse(localStorage.getItem('spc.campaign-modals') ?? '{}') as Record<string, number[]>,
  );
  expect(history['ad:1']).toHaveLength(1);

  // Once the cooldown has passed (the showing aged by 25 h), the ad shows again.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('spc.campaign-modals') ?? '{}') as Record<string, number[]>;
    stored['ad:1'] = stored['ad:1']!.map((at) => at - 25 * 3_600_000);
    delete stored['email-capture'];
    localStorage.setItem('spc.campaign-modals', JSON.stringify(stored));
    sessionStorage.clear();
  });
  await page.reload();
  await hydrated(page);
  await expect(ad).toBeVisible(MODAL_WAIT);
  expect(errors).toEqual([]);
});

test('subscribe from the capture modal and confirm from the e-mail @desktop', async ({ page }) => {
  // The browser logs the 409 of 'already subscribed', which this journey provokes on purpose.
  const errors = watchErrors(page, /status of 409/);
  const email = uniqueEmail('list');
  // The capture modal waits for the visit's second page.
  await page.goto('/about');
  await hydrated(page);
  await page.goto('/brands');
  await hydrated(page);
  const capture = page.getByRole('dialog', { name: 'Get on the list' });
  await expect(capture).toBeVisible(MODAL_WAIT);
  await expectAccessible(page, 'the e-mail capture modal');
  const field = capture.getByRole('textbox', { name: 'Email address' });
  const submit = capture.getByRole('button', { name: 'Subscribe' });
  await expect(submit).toBeDisabled();
  await field.fill('lea@');
  await expect(submit).toBeDisabled();
  await expect(capture.getByText('Please enter a valid email address.')).toBeVisible();
  await field.fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(capture.getByRole('status')).toHaveText(
    'Check your inbox: we sent you a link to confirm your subscription.',
  );

  // The link from the e-mail delivered over SMTP: its page asks for a click before anything changes.
  const link = await confirmationLink(email);
  await page.goto(link);
  const confirm = page.getByRole('dialog', { name: 'Confirm your subscription' });
  await expect(confirm).toBeVisible(MODAL_WAIT);
  await confirm.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(confirm.getByRole('status')).toHaveText(
    `You’re subscribed. This week’s deals are on their way to ${email}.`,
  );
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeHidden();

  // The 'Get on the list' box at the deals page's foot: the same address is already on the list.
  const box = page.getByRole('region', { name: 'Get on the list' });
  await box.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('Already subscribed: you’re on the list.');

  // The list's welcome, a marketing e-mail: one-click headers, and the footer's link to a page that
  // changes nothing until its button is pressed.
  const welcome = await welcomeMail(email);
  expect(welcome.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  expect(welcome.listUnsubscribe).toMatch(/^<https?:\/\/\S+\/api\/users\/email-list\/unsubscribe\?token=[\w.-]+>$/);
  expect(welcome.text).toContain(`You are receiving this email because ${email} is on the SPC mailing list.`);
  const unsubscribeLink = /Unsubscribe from the list:\s+(https?:\/\/\S+)/.exec(welcome.text)?.[1];
  expect(unsubscribeLink).toMatch(/\/unsubscribe\?token=[\w.-]+$/);
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the SPC list' })).toBeVisible();
  await expectAccessible(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
    `Done: ${email} is off the SPC list. We won’t send you our deals and news by e-mail any more.`,
  );
  expect(errors).toEqual([]);
});
