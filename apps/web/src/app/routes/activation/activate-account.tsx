// /activate/account (spec §2). The spec names this step and says nothing of its content; its only
// account rule for activation is §4's: "/activate for a logged-out or unregistered user stores the
// return URL and goes to signup". So this step is that rule and nothing more: a visitor or an
// unregistered user goes to sign-up (the card and the page remembered), a member on to /activate with
// the card. No page of its own: finishing an account is sign-up's job (/signup, /signup/additional).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureSession } from '../../../lib/session.ts';
import { cardFromSearch, isMember, leaveForSignup } from '../../../features/activation/activation-access.ts';

export async function activateAccountLoader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const session = await ensureSession(context.get(queryClientContext));
  if (!isMember(session)) return redirect(leaveForSignup(searchParams));
  const { cardNumber, csv } = cardFromSearch(searchParams);
  return redirect(paths.activate({ card_num: cardNumber || null, csv: csv || null }));
}
