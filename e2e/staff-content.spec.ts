// The content editor's journey (issue 20 items 3 and 7): an administrator publishes a new version of the
// privacy policy from the console — the Markdown preview rendered by the server as they type — and a
// member who was browsing sees the policy-update notice once: after "Got it", not again. axe on the form.
import { expect, test } from '@playwright/test';
import { createMember, uniqueEmail } from './accounts-support.ts';
import { CONSENTED_VISITOR, PROMPTS_SEEN } from './playwright.config.ts';
import { createAdmin } from './staff-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('@desktop an admin publishes a new privacy version and a member sees the notice once', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const notice = (p: typeof page) => p.getByRole('region', { name: 'Privacy policy update' });

  // A member, signed in, with the policy in effect accepted at sign-up: no notice.
  const memberContext = await browser.newContext({
    storageState: { cookies: CONSENTED_VISITOR.cookies, origins: [PROMPTS_SEEN] },
  });
  const member = await memberContext.newPage();
  await createMember(member.request, baseURL!, { email: uniqueEmail('policy-notice') });
  await member.goto('/deals');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(member)).toHaveCount(0);

  // The administrator opens the console's legal texts and publishes a new privacy version.
  await createAdmin(page.request, baseURL!, 'content');
  await page.goto('/admin/content/legal');
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Publish a new version' }).click();
  await expect(page.getByRole('heading', { name: 'Publish a new version' })).toBeVisible();
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('privacy');
  await page
    .getByLabel('Text for Canada (English, Markdown)', { exact: true })
    .fill('## What changed\n\nWe now name the **consent cookie** among the necessary ones. <script>alert(1)</script>');
  await page
    .getByLabel('Text for Canada (French, Markdown)', { exact: true })
    .fill('## Ce qui change\n\nNous nommons maintenant le **témoin de consentement** parmi les témoins nécessaires.');
  const preview = page.getByRole('region', { name: 'Preview of Text for Canada (English, Markdown)' });
  await expect(preview.getByRole('heading', { name: 'What changed', level: 2 })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('consent cookie');
  await expect(preview.locator('script')).toHaveCount(0);
  await expectAccessible(page, 'the new legal version form');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. The public site shows it now.')).toBeVisible();
  await expect(page.getByText(/This version is in effect/)).toBeVisible();

  // The member's next page shows the notice; "Got it" puts it away for good.
  await member.reload();
  await expect(notice(member)).toBeVisible();
  const acknowledged = member.waitForResponse((response) => response.url().endsWith('/api/users/user/alerts-policy'));
  await notice(member).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(member)).toHaveCount(0);
  expect((await acknowledged).status()).toBe(200);
  await member.reload();
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(member)).toHaveCount(0);

  // The public policy is the new version at once.
  await member.goto('/privacy');
  await expect(member.getByRole('heading', { name: 'What changed' })).toBeVisible();

  await memberContext.close();
  expect(errors).toEqual([]);
});
