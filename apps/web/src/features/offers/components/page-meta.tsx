// A catalogue page's head: its title and description, with the canonical and alternate links of the
// current address (lib/head). On an offer page it adds the offer's schema.org Offer data, read from the
// offer query the page loaded (only once that load succeeded: never for a delisted or gone offer).
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import { useQueryClient } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useSiteOrigin } from '../../../lib/head/site-origin.tsx';
import { offerStructuredData } from '../../../lib/head/structured-data.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { getOfferQueryOptions } from '../api/get-offer.ts';
import { parseOfferId } from '../offer-id.ts';

/** The offer page's route (catalogue-routes.tsx): the page whose offer the head describes. */
const OFFER_PAGE = '/deals/:partnerName/offer/:id';

/** The offer shown at the current address, when it loaded; undefined on every other page. */
function useOfferOfThisPage(): OfferPageResponse | undefined {
  const queryClient = useQueryClient();
  const id = parseOfferId(useMatch(OFFER_PAGE)?.params.id);
  if (id === undefined) return undefined;
  // Read, not observed: the offer page renders this only after its own query has answered.
  const state = queryClient.getQueryState<OfferPageResponse>(getOfferQueryOptions(id).queryKey);
  return state?.status === 'success' ? state.data : undefined;
}

export function PageMeta({ title, description }: { title: string; description: string }) {
  const { language } = useLanguage();
  const origin = useSiteOrigin();
  const offer = useOfferOfThisPage();
  return (
    <HeadTags
      title={title}
      description={description}
      structuredData={offer ? offerStructuredData(origin, offer, language) : undefined}
    />
  );
}
