// /deals/{partnerUrlName} (spec §2): resolves the partner's active offers. The bank partner goes to
// /cibc; exactly one offer goes to that offer's page; several offers, none, or an unknown partner go
// to a search for the partner's name (its url name when the partner is unknown). A failure that is
// not the partner's (network, 5xx) is thrown to the error page. A segment that can name no partner
// (an id past the database's range, a name longer than any url name: the API's rules) is the 404 page.
import type { PartnerOffersResponse } from '@spc/domain/catalogue-responses';
import { canNamePartner } from '@spc/domain/id-rules';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getPartnerOffersQueryOptions } from '../../../features/offers/api/get-partner-offers.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';

/** The bank partner's url name (spec §2 "The bank partner goes to /cibc"); the API also flags it `is_bank`. */
export const BANK_PARTNER_URL_NAME = 'cibc';

/** Where a partner's page resolves to: the rule, without I/O. `found` is null for an unknown partner. */
export function partnerTarget(urlName: string, found: PartnerOffersResponse | null, source?: string | null): string {
  if (urlName === BANK_PARTNER_URL_NAME || found?.partner.is_bank) return paths.cibc();
  if (!found) return paths.search(urlName);
  const [only, ...others] = found.offers;
  if (only && others.length === 0) return paths.offer(found.partner.url_name, only.offer_id, { source });
  return paths.search(found.partner.partner_name);
}

export async function partnerResolutionLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const queryClient = context.get(queryClientContext);
  const urlName = params.partnerUrlName ?? '';
  if (!canNamePartner(urlName)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
    throw data(null, { status: 404, statusText: 'Not found' });
  }
  const source = new URL(request.url).searchParams.get('source');
  let found: PartnerOffersResponse | null;
  try {
    found = await queryClient.fetchQuery(getPartnerOffersQueryOptions(urlName));
  } catch (error) {
    // 404 'Partner not found', or 400 for a name that cannot be a url name: an unknown partner.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) found = null;
    else throw error;
  }
  return redirect(partnerTarget(urlName, found, source));
}
