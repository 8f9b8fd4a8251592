// What /membership-screen shows: the member's card from the API, else — while it loads, or when the
// network or the server cannot answer — the copy kept on this device for the same member (or, when
// the session itself cannot be asked for, for whoever last used it here: sign-out removes it). The
// server's "no valid card" and a signed-out reader drop the copy.
import type { MembershipCard } from '@spc/domain/membership';
import { isServer, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getSessionQueryOptions } from '../../../lib/session.ts';
import { useMembershipCard } from '../api/get-membership-card.ts';
import { clearStoredCard, readStoredCard, storeCard } from '../card-storage.ts';

export type DigitalCardState =
  | { kind: 'loading' }
  /** The server's answer, just loaded. */
  | { kind: 'card'; card: MembershipCard; live: true; offline: false }
  /** The copy kept on the device (loaded at `savedAt`); `offline` when the server could not be reached. */
  | { kind: 'card'; card: MembershipCard; live: false; offline: boolean; savedAt: number }
  | { kind: 'no-card' }
  | { kind: 'error'; retry: () => void };

/** No answer (offline, a timeout) or the server failing: not a refusal. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function useDigitalCard(): DigitalCardState {
  const sessionQuery = useQuery({ ...getSessionQueryOptions(), enabled: !isServer });
  const session = sessionQuery.data ?? null;
  const uid = session?.user.uid ?? null;
  const cardQuery = useMembershipCard(uid);
  const [stored] = useState(readStoredCard);

  const noCard = cardQuery.error instanceof ApiError && cardQuery.error.code === 'NO_VALID_CARD';
  const signedOut = sessionQuery.isSuccess && session === null;

  useEffect(() => {
    if (uid && cardQuery.data) storeCard(uid, cardQuery.data);
  }, [uid, cardQuery.data]);
  useEffect(() => {
    if (noCard || signedOut) clearStoredCard();
  }, [noCard, signedOut]);

  if (cardQuery.data) return { kind: 'card', card: cardQuery.data, live: true, offline: false };
  if (noCard) return { kind: 'no-card' };
  // The guard is on its way to the login prompt.
  if (signedOut) return { kind: 'loading' };

  const sessionUnreachable = session === null && isUnreachable(sessionQuery.error);
  const unreachable = sessionUnreachable || isUnreachable(cardQuery.error);
  const loading = sessionQuery.isPending || (uid !== null && cardQuery.isPending);
  const mine = stored && (uid !== null ? stored.uid === uid : sessionUnreachable) ? stored : null;
  if (mine && (loading || unreachable)) {
    return { kind: 'card', card: mine.card, live: false, offline: unreachable, savedAt: mine.savedAt };
  }
  if (loading) return { kind: 'loading' };
  return {
    kind: 'error',
    retry: () => void (sessionQuery.isError ? sessionQuery.refetch() : cardQuery.refetch()),
  };
}
