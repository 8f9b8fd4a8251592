// Contests (issue 19 items 1 and 5) on the production build: a member enters the 12-days giveaway on a
// phone in French — /contest leads there, today's door is open, the submission modal takes the entry and
// congratulates — and a second entry the same day (from a tab opened before the first) is refused with
// the French message. On a desktop, the frost match game is played with the keyboard only, the server
// dealing the cards and deciding the win.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember } from './accounts-support.ts';
import { expectAccessible, expectHydrated, watchErrors } from './support.ts';

async function memberWithMembership(request: APIRequestContext, baseURL: string, language: 'en' | 'fr') {
  await createMember(request, baseURL, { firstName: 'Léa', language });
  const purchase = await request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language, postal: 'H2X 1Y4' },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
}

async function openGiveaway(page: Page) {
  await page.goto('/fr/contest');
  await expect(page).toHaveURL(/\/12-days-giveaways-2024$/);
  await expect(page.getByRole('heading', { level: 1, name: '12 jours de cadeaux' })).toBeVisible();
}

test('enter the 12-days giveaway on a phone in French, and see the second entry refused @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchErrors(page, /status of 409/);
  await memberWithMembership(page.request, baseURL!, 'fr');

  await openGiveaway(page);
  // Today's door is open, the ones before closed, the ones after locked (the server's clock).
  const calendar = page.getByTestId('calendar');
  const open = calendar.locator('li[data-state="open"]');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('Ouverte aujourd’hui');
  await expect(calendar.locator('li[data-state="closed"]').first()).toContainText('Fermée');
  await expect(calendar.locator('li[data-state="locked"]').first()).toContainText('Verrouillée');

  await expectAccessible(page, 'the 12-days calendar');
  // A second tab, opened before the entry, still offers today's door.
  const stale = await context.newPage();
  await openGiveaway(stale);
  await expect(stale.getByRole('button', { name: 'Participer au tirage du jour' })).toBeVisible();

  await open.getByRole('button', { name: 'Participer au tirage du jour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participer : 12 jours de cadeaux' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Le prix du jour :');
  const send = dialog.getByRole('button', { name: 'Envoyer ma participation' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /J’ai lu et j’accepte le règlement du concours/ }).check();
  await expectAccessible(page, 'the contest submission modal');
  await send.click();
  const congratulations = page.getByRole('dialog', { name: 'C’est fait!' });
  await expect(congratulations).toBeVisible();
  await congratulations.getByRole('button', { name: 'Super' }).click();
  await expect(page.getByTestId('contest-entered')).toContainText('Vous participez au tirage du prix du jour');
  await expect(page.getByRole('button', { name: 'Participer au tirage du jour' })).toHaveCount(0);

  // The second entry the same day: refused by the server, said in French in the modal.
  await stale.getByRole('button', { name: 'Participer au tirage du jour' }).click();
  const again = stale.getByRole('dialog', { name: 'Participer : 12 jours de cadeaux' });
  await again.getByRole('checkbox').check();
  await again.getByRole('button', { name: 'Envoyer ma participation' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'Vous avez déjà participé aujourd’hui. Revenez demain pour courir une autre chance.',
  );
  await stale.close();
  expect(errors).toEqual([]);
});

test('play the frost match game with the keyboard only @desktop', async ({ page, baseURL }) => {
  // Up to 16 turns, each miss shown 1.2 s, on a machine shared with other runs.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await memberWithMembership(page.request, baseURL!, 'en');
  await page.goto('/frost-2025-matchgame');
  await expect(page.getByRole('heading', { level: 1, name: 'Frost 2025 Match Game' })).toBeVisible();
  await expectHydrated(page);
  const start = page.getByRole('button', { name: 'Start a game' });
  await start.focus();
  await page.keyboard.press('Enter');

  const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
  await expect(cards).toHaveCount(12);
  await expect(cards.nth(0)).toBeFocused();
  await expectAccessible(page, 'the match game');
  let position = 0;
  const known = new Map<number, string>();
  const matched = new Set<number>();

  /**
   * Moves the focus to card `index` with the arrow keys and turns it with Enter. Its face is read from the
   * server's answer (a missed pair turns back within a second, faster than a slow poll of the screen);
   * the screen is checked to show it while it stays up.
   */
  async function turn(index: number, stays: boolean): Promise<string> {
    while (position !== index) {
      await page.keyboard.press(index > position ? 'ArrowRight' : 'ArrowLeft');
      position += index > position ? 1 : -1;
    }
    await expect(cards.nth(index)).toBeFocused();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/flip')),
      page.keyboard.press('Enter'),
    ]);
    const { face } = (await answer.json()) as { face: string };
    known.set(index, face);
    if (stays) await expect(cards.nth(index)).toHaveAttribute('aria-label', new RegExp(`^Card ${index + 1}: `));
    return face;
  }
  const pairOf = (index: number, face: string) =>
    [...known].find(([other, f]) => other !== index && f === face && !matched.has(other))?.[0];
  async function settle(a: number, b: number) {
    if (known.get(a) === known.get(b)) {
      matched.add(a).add(b);
    } else {
      // A miss turns back after a moment.
      await expect(cards.nth(a)).toHaveAttribute('aria-label', /face down/);
      await expect(cards.nth(b)).toHaveAttribute('aria-label', /face down/);
    }
  }

  const result = page.getByTestId('game-result');
  while (!(await result.isVisible())) {
    const knownPair = [...known].find(([i, face]) => !matched.has(i) && pairOf(i, face) !== undefined);
    if (knownPair) {
      const other = pairOf(knownPair[0], knownPair[1])!;
      await turn(knownPair[0], true);
      await turn(other, true);
      await settle(knownPair[0], other);
      continue;
    }
    const unknown = [...Array(12).keys()].filter((i) => !known.has(i));
    // Every pair found: the result is on its way (the last flip's answer comes first).
    if (unknown.length === 0) break;
    const first = unknown[0]!;
    const face = await turn(first, true);
    const partner = pairOf(first, face);
    const second = partner ?? unknown[1]!;
    await turn(second, partner !== undefined);
    await settle(first, second);
  }
  await expect(result).toBeVisible();
  await expect(result).toContainText('You matched every pair');
  await expect(page.getByTestId('contest-entered')).toContainText('You’re entered for today');
  expect(errors).toEqual([]);
});
