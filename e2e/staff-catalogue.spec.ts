// Issue 20 item 7: an editor adds a partner (a store geocoded from its postal code) and an offer with
// a pool of unique codes uploaded from a CSV (previewed, then added), and finds the offer on /deals at
// once. The editor signs up and in like anyone; the journeys' database makes addresses at the editors'
// domain editors at their first session (staff-bootstrap.ts).
import { expect, test } from '@playwright/test';
import { createEditor } from './staff-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('an editor adds a partner and an offer with a code pool, and sees it on /deals @desktop', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const stamp = Date.now().toString(36);
  const partnerName = `Casse-croûte Boréal ${stamp}`;
  const title = `Poutine and a drink for $9 (${stamp})`;

  await createEditor(page.request, baseURL!, 'catalogue');
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a partner' }).click();

  await page.getByLabel('Partner name', { exact: true }).fill(partnerName);
  await page.getByLabel('Partner name', { exact: true }).blur();
  await expect(page.getByLabel('Url name', { exact: true })).toHaveValue(`casse-croute-boreal-${stamp}`);
  await page.getByLabel('Website', { exact: true }).fill(`https://www.boreal${stamp}.example`);
  await page.getByRole('button', { name: 'Add a store' }).click();
  await page.getByLabel('Store 1: street address').fill('1234 Rue Saint-Denis');
  await page.getByLabel('Store 1: postal code').fill('h2x 3k8');
  await page.getByRole('button', { name: 'Add the partner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  // The store was located from its postal code.
  await expect(page.getByText(/, QC$/)).toBeVisible();

  await page.getByRole('link', { name: 'Add an offer' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (French)').fill(`Poutine et boisson pour 9 $ (${stamp})`);
  await page.getByLabel('Description (English)').fill('A regular poutine and a fountain drink, any day.');
  await page.getByLabel('Description (French)').fill('Une poutine régulière et une boisson fontaine, tous les jours.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Food' });
  await page.getByLabel('Code type').selectOption('upload_unique');
  await page.getByRole('button', { name: 'Add the offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Offer \d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'State' }).getByText('Live', { exact: true })).toBeVisible();

  await page.getByLabel('Add codes from a CSV file').setInputFiles({
    name: 'boreal-codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`code\nBOREAL-${stamp}-1\nBOREAL-${stamp}-2\nBOREAL-${stamp}-3\n`),
  });
  await expect(page.getByTestId('pool-accepted')).toHaveText('3 new codes');
  await page.getByRole('button', { name: 'Add 3 codes' }).click();
  await expect(page.getByText('3 codes added to the pool.')).toBeVisible();
  await expect(page.getByTestId('pool-remaining')).toHaveText('3');
  await expectAccessible(page, 'the offer editor');

  await page.goto('/deals?sort_by=new');
  await expect(page.getByText(title).first()).toBeVisible();
  expect(errors).toEqual([]);
});
