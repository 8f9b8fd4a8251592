// Who may activate a card and where everyone else goes (spec §4 "Activation"): a logged-out or
// unregistered user is sent to sign-up, with from_qr, card_num and csv when both are given, and the
// page is remembered (`redirectUrl`, the same remembered target sign-in uses: lib/session.ts), so that
// after signing in, or after sign-up and its additional questions, the activation comes back with the
// card filled in. The loaders and the pages both ask here.
import { CARD_NUMBER_LENGTH, SECURITY_CODE_LENGTH } from '@spc/domain/constants';
import { paths } from '../../lib/paths.ts';
import { clearRedirectTarget, readRedirectTarget, storeRedirectTarget, type Session } from '../../lib/session.ts';
import { digitsOf } from './card-input.ts';

/** A card from a URL, for prefilling the form: digits only, never longer than the field. */
export interface CardPrefill {
  cardNumber: string;
  csv: string;
}

/**
 * Spec §2 "/activate (query card_num, csv)". An auto-login link carries `card_number` instead (spec §4
 * "Auto-login"), so that name is read too.
 */
export function cardFromSearch(search: URLSearchParams): CardPrefill {
  const number = search.get('card_num') ?? search.get('card_number') ?? '';
  return {
    cardNumber: digitsOf(number, CARD_NUMBER_LENGTH),
    csv: digitsOf(search.get('csv') ?? '', SECURITY_CODE_LENGTH),
  };
}

/** The query that carries a card to the activation pages (`card_num=…&csv=…`). */
export function cardSearch(card: { card_number: string; csv: string } | null): string {
  if (!card) return '';
  return new URL(paths.activate({ card_num: card.card_number, csv: card.csv }), 'http://app').search;
}

/** A member may activate: signed in and registered. */
export function isMember(session: Pick<Session, 'registered'> | null): boolean {
  return session?.registered === true;
}

/**
 * For a visitor or an unregistered user: remembers the activation (with its card) and answers the
 * sign-up address, carrying from_qr, card_num and csv when both are given.
 */
export function leaveForSignup(search: URLSearchParams): string {
  const { cardNumber, csv } = cardFromSearch(search);
  const card = { card_num: cardNumber || null, csv: csv || null };
  storeRedirectTarget(paths.activate(card));
  if (!cardNumber || !csv) return paths.signup();
  return paths.signup(new URL(paths.activate({ ...card, from_qr: true }), 'http://app').search);
}

/**
 * The membership step of sign-up (/signup/purchase) for someone who came to sign up with a card: the
 * activation inside sign-up, with the card from the query (a registered user's /signup hands its
 * query on) or from the remembered /activate page, which is then forgotten. Null for everyone else.
 */
export function signupActivationRedirect(url: URL): string | null {
  const target = readRedirectTarget();
  const remembered = target ? new URL(target, 'http://app') : null;
  const cameToActivate = remembered?.pathname === paths.activate();
  // Used now: left behind, it would send a later sign-in back to this activation.
  if (cameToActivate) clearRedirectTarget();
  const fromQuery = cardFromSearch(url.searchParams);
  if (fromQuery.cardNumber && fromQuery.csv) {
    return paths.signupActivate({ card_num: fromQuery.cardNumber, csv: fromQuery.csv });
  }
  if (!remembered || !cameToActivate) return null;
  const { cardNumber, csv } = cardFromSearch(remembered.searchParams);
  return paths.signupActivate({ card_num: cardNumber || null, csv: csv || null });
}
