// Issues a membership card for a paid order: 6018 followed by 12 digits from the system's secure random
// source (a card number is a credential: guessing one must be hopeless), and a 3-digit security code.
import { randomInt } from 'node:crypto';
import { CARD_NUMBER_LENGTH, CARD_PREFIX, SECURITY_CODE_LENGTH } from '@spc/domain/constants';
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

const MAX_DRAWS = 8;

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(randomInt(10));
  return digits;
}

export function newCardNumber(): string {
  return CARD_PREFIX + randomDigits(CARD_NUMBER_LENGTH - CARD_PREFIX.length);
}

export function newSecurityCode(): string {
  return randomDigits(SECURITY_CODE_LENGTH);
}

export type CardFields = Omit<repo.NewCard, 'cardNumber' | 'csv' | 'id'>;

/**
 * Inserts a card with a fresh number, drawing again when the number is taken (the insert skips a
 * conflict instead of failing, so the surrounding transaction stays usable).
 */
export async function issueCard(db: Queryable, fields: CardFields, draw = newCardNumber): Promise<repo.CardRow> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const card = await repo.insertCardIfNumberFree(db, { ...fields, cardNumber: draw(), csv: newSecurityCode() });
    if (card) return card;
  }
  throw new Error(`No free card number after ${MAX_DRAWS} draws`);
}
