// /qr-select-membership (spec §2: "redirects to the QR temporary membership"; §4 "Purchase guard": a
// member arriving from a QR landing goes here). The spec does not describe that membership further. Our
// reading: the "temporary membership" of a QR pack is the card the member can show right away, the
// digital card at /membership-screen; so a member who holds a valid card goes there, and anyone else
// (a visitor, an unregistered user, a member without a valid card) to the QR landing, with the pack's
// card carried, where it is activated.
import { isServer } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession, type Session } from '../../../lib/session.ts';
import { cardFromSearch, isMember } from '../../../features/activation/activation-access.ts';
import { ActivationLoading } from '../../../features/activation/components/activation-page.tsx';

export function qrSelectMembershipTarget(session: Pick<Session, 'registered' | 'hasValidCard'> | null, url: URL) {
  if (isMember(session) && session?.hasValidCard) return paths.membershipScreen();
  const { cardNumber, csv } = cardFromSearch(url.searchParams);
  return paths.qrLanding({ card_num: cardNumber || null, csv: csv || null });
}

export async function qrSelectMembershipLoader({ request, context }: LoaderFunctionArgs) {
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  return redirect(qrSelectMembershipTarget(session, new URL(request.url)));
}

/** Only seen if the loader has not run (a server render): the browser decides once it loads. */
export function QrSelectMembershipRoute() {
  return <ActivationLoading />;
}
