// /deals/offer/{id} (spec §2): looks the offer up and redirects to /deals/{partner url name}/offer/{id},
// keeping `source`. On failure it goes to the partner page when the error names one, else to /deals.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getOfferQueryOptions } from '../../../features/offers/api/get-offer.ts';
import { partnerNamedBy } from '../../../features/offers/offer-errors.ts';
import { parseOfferId } from '../../../features/offers/offer-id.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';

export async function offerByIdLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const queryClient = context.get(queryClientContext);
  const source = new URL(request.url).searchParams.get('source');
  const id = parseOfferId(params.id);
  if (id === undefined) return redirect(paths.deals());
  try {
    const found = await queryClient.fetchQuery(getOfferQueryOptions(id));
    return redirect(paths.offer(found.partner.url_name, id, { source }));
  } catch (error) {
    const partner = partnerNamedBy(error);
    return redirect(partner ? paths.partner(partner) : paths.deals());
  }
}
