// The member's cards as /v2/cardsForUser answers them (spec §3 "Card").
import type { Card, cardsResponseSchema } from '@spc/domain/cards';
import type { z } from 'zod';
import { findCardsInListOrder, type CardRow } from '../membership-card/service.ts';
import { type AccountsDeps } from './account-deps.ts';

export function toCard(row: CardRow, now: Date): Card {
  return {
    card_number: row.cardNumber,
    csv: row.csv,
    cobrand: row.cobrand,
    status: row.status,
    is_expired: row.expiryDate !== null && row.expiryDate.getTime() <= now.getTime(),
    expiry_date: row.expiryDate?.toISOString() ?? null,
    is_primary: row.isPrimary,
    is_g_ticket: row.isGTicket,
    is_online_purchased: row.isOnlinePurchased,
    is_free_trial: row.isFreeTrial,
    campus: row.campus,
    retailer: row.retailer,
  };
}

export async function cardsForUser(
  deps: AccountsDeps,
  userId: string,
  now = new Date(),
): Promise<z.infer<typeof cardsResponseSchema>> {
  return { cards: (await findCardsInListOrder(deps.db, userId)).map((row) => toCard(row, now)) };
}
