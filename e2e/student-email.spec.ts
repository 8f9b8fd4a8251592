// Verification by school e-mail (issue 18 item 2), as a McGill student would do it on a computer: an
// address outside the school's domains is refused in the member's words; the school address gets a
// 6-digit code by real SMTP (the journeys' local server); typed on the profile, it makes the member a
// verified student until a date a year away, with the mark beside their status. axe on each screen.
import { expect, test } from '@playwright/test';
import { createMember, mailTo, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('@desktop a student verifies with the code mailed to their McGill address', async ({ page, baseURL }) => {
  // The refusals answer 422 and 400: the browser logs those responses.
  const errors = watchErrors(page, /status of 4(00|22)/);
  await createMember(page.request, baseURL!, { email: uniqueEmail('mcgill'), firstName: 'Maya' });
  const schoolEmail = `maya.${Date.now().toString(36)}@mail.mcgill.ca`;

  await page.goto('/profile');
  const panel = page.locator('#student-status');
  await expect(panel.getByRole('heading', { name: 'Student status' })).toBeVisible();
  await panel.getByLabel('Your school', { exact: true }).selectOption({ label: 'McGill University' });

  // A personal address is not one of the school's: refused, nothing sent.
  await panel.getByLabel('Your school e-mail address').fill('maya@gmail.com');
  await panel.getByRole('button', { name: 'Send me a code' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/not one of your school's student addresses/);

  await panel.getByLabel('Your school e-mail address').fill(schoolEmail);
  await panel.getByRole('button', { name: 'Send me a code' }).click();
  await expect(panel.getByText(`We sent a 6-digit code to ${schoolEmail}. It works for 30 minutes.`)).toBeVisible();
  await expectAccessible(page, 'the profile waiting for the code');

  const mail = await mailTo(schoolEmail, /Your SPC student verification code/);
  expect(mail.text).toContain('McGill University');
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  expect(code, mail.text).toMatch(/^\d{6}$/);

  // A wrong code first, then the right one.
  const wrong = code === '000000' ? '111111' : '000000';
  await panel.getByLabel('6-digit code').fill(wrong);
  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(/This code is not right/);
  await panel.getByLabel('6-digit code').fill(code!);
  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(panel.getByText(/Verified student of McGill University until/)).toBeVisible();
  // The mark (a check drawn before the words, hidden from screen readers).
  await expect(panel.getByText(/^✓?\s*Verified student$/)).toBeVisible();
  await expectAccessible(page, 'the profile of a verified student');

  // The status is the server's: it holds after a reload.
  await page.reload();
  await expect(page.locator('#student-status').getByText(/Verified student of McGill University until/)).toBeVisible();
  expect(errors).toEqual([]);
});
