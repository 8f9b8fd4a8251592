// /billing's loader (spec §2 "/billing"): the global guard has already sent visitors to the login
// prompt and unregistered users to sign-up; here a member without a billed membership (a free trial,
// a gold ticket, no unexpired active spc card) goes to /deals. A `promo_code` in the query is stored for
// the next payment-method update, and the page's calls start before its module has rendered.
import { isServer } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureSession } from '../../../lib/session.ts';
import { getSubscriptionStatusQueryOptions } from '../../../features/billing/api/get-subscription-status.ts';
import { getRemindersQueryOptions } from '../../../features/billing/api/get-reminders.ts';
import { getTransactionsQueryOptions } from '../../../features/billing/api/get-transactions.ts';
import { canOpenBilling } from '../../../features/billing/billing-access.ts';
import { paths } from '../../../lib/paths.ts';
import { storeRenewalPromoCode } from '../../../features/billing/promo-cookie.ts';

export async function billingLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  // The server renders public pages for visitors only; this page is the browser's.
  if (isServer) return null;
  const queryClient = context.get(queryClientContext);
  const session = await ensureSession(queryClient);
  if (!session) return null;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  if (!canOpenBilling(session.cards)) throw redirect(paths.deals());
  storeRenewalPromoCode(new URL(request.url).searchParams.get('promo_code'));
  void queryClient.prefetchQuery(getSubscriptionStatusQueryOptions(session.user.uid));
  void queryClient.prefetchQuery(getTransactionsQueryOptions(session.user.uid));
  void queryClient.prefetchQuery(getRemindersQueryOptions(session.user.uid));
  return null;
}
