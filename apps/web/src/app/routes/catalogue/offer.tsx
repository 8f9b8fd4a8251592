// /deals/{partnerName}/offer/{id} (spec §2): the offer, its partner and legal text through
// GET /v2/offers/{id}, then more offers from the partner and related offers. A delisted offer and a
// gone one (expired or not found) get their own states (spec §8); a URL whose partner is not the
// offer's is redirected to the canonical one.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { OfferGrid, OfferGridSkeleton } from '../../../features/deals/components/offer-grid.tsx';
import {
  getMorePartnerOffersQueryOptions,
  useMorePartnerOffers,
} from '../../../features/offers/api/get-more-partner-offers.ts';
import { getOfferQueryOptions, useOffer } from '../../../features/offers/api/get-offer.ts';
import { getRelatedOffersQueryOptions, useRelatedOffers } from '../../../features/offers/api/get-related-offers.ts';
import { OfferDetails, OfferDetailsSkeleton } from '../../../features/offers/components/offer-details.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { parseOfferId } from '../../../features/offers/offer-id.ts';
import { PlusGate } from '../../../features/plus/components/plus-gate.tsx';
import { RedeemPanel } from '../../../features/redeem/components/redeem-panel.tsx';
import { OfferSavedControls } from '../../../features/saved/components/offer-saved-controls.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { i18nContext, queryClientContext } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';

const RELATED_SHOWN = 8;

// Issue 18 item 7: the gate of a verified-students-only offer, loaded for such offers only.
const VerifiedStudentGate = lazy(async () => ({
  default: (await import('../../../features/student/components/verified-student-gate.tsx')).VerifiedStudentGate,
}));

// The failed load's page: a lazy module, so the offer page's first load does without zod (it reads the
// error body).
const OfferLoadFailure = lazy(async () => ({
  default: (await import('../../../features/offers/components/offer-load-failure.tsx')).OfferLoadFailure,
}));

export async function offerLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response | null> {
  const queryClient = context.get(queryClientContext);
  const id = parseOfferId(params.id);
  if (id === undefined) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
    throw data(null, { status: 404, statusText: 'Not found' });
  }
  // The lists below the offer are not waited for: they fill in after the offer shows.
  void queryClient.prefetchQuery(getMorePartnerOffersQueryOptions(id));
  void queryClient.prefetchQuery(getRelatedOffersQueryOptions(id));
  try {
    const found = await queryClient.ensureQueryData(getOfferQueryOptions(id));
    // An SPC+ offer's gate (PlusGate) speaks from the lazily loaded `plus` catalogue.
    if (found.offer.is_spc_plus) await context.get(i18nContext)?.loadNamespaces('plus');
    // A verified-students-only offer's gate (VerifiedStudentGate) speaks from the `student` catalogue.
    if (found.offer.is_verified_students_only) await context.get(i18nContext)?.loadNamespaces('student');
    if (found.partner.url_name !== params.partnerName) {
      return redirect(`${paths.offer(found.partner.url_name, id)}${new URL(request.url).search}`);
    }
  } catch {
    // Delisted, gone or unreachable: the page shows which, in place.
  }
  return null;
}

export function OfferRoute() {
  const { t } = useTranslation('catalogue-pages');
  const { language } = useLanguage();
  const id = parseOfferId(useParams().id) ?? 0;
  const offerQuery = useOffer(id);
  const found = offerQuery.data;
  const more = useMorePartnerOffers(id, { enabled: found !== undefined });
  const related = useRelatedOffers(id, { enabled: found !== undefined });
  // Issue 6 (plus gate, spec §6): an SPC+ offer's action is for SPC+ members (bank-linked) only.
  const session = useSession();

  if (offerQuery.isError) {
    return (
      <Suspense fallback={null}>
        <OfferLoadFailure
          error={offerQuery.error}
          onRetry={() => void offerQuery.refetch()}
          retrying={offerQuery.isFetching}
        />
      </Suspense>
    );
  }
  if (!found) return <OfferDetailsSkeleton />;

  const title = language === 'fr' ? found.offer.title_fr : found.offer.title_en;
  const description = language === 'fr' ? found.offer.description_fr : found.offer.description_en;
  const sections = [
    { key: 'partner', title: t('offer.morePartnerOffers', { partner: found.partner.partner_name }), query: more },
    { key: 'related', title: t('offer.related'), query: related },
  ];

  return (
    <div className="flex flex-col gap-10">
      <PageMeta
        title={t('offer.pageTitle', { title, partner: found.partner.partner_name })}
        description={description}
      />
      {/* Issue 7 (saved): favourite and "Save to list"; a list created here reopens the chooser (spec §4). */}
      <OfferSavedControls
        offerId={found.offer.offer_id}
        onSignInRequired={openLoginPrompt}
        reopenChooserAfterCreate
        className="-mb-6 justify-end"
      />
      <OfferDetails
        data={found}
        language={language}
        now={offerQuery.dataUpdatedAt}
        action={
          // Issue 7 (redeem): everyone else gets the offer's code, link or card, or the gate to them.
          found.offer.is_spc_plus && !session?.isBankLinked ? (
            <PlusGate signedIn={session !== null} />
          ) : found.offer.is_verified_students_only ? (
            // A visitor gets the badge and the redeem panel's sign-in; a member, the verified-students gate.
            <Suspense fallback={null}>
              <VerifiedStudentGate signedIn={session !== null}>
                <RedeemPanel offer={found.offer} partnerName={found.partner.partner_name} />
              </VerifiedStudentGate>
            </Suspense>
          ) : (
            <RedeemPanel offer={found.offer} partnerName={found.partner.partner_name} />
          )
        }
      />
      {sections.map(({ key, title: sectionTitle, query }) => {
        // Secondary content: hidden when it fails or is empty rather than taking the page over.
        if (query.isError || (query.data && query.data.offers.length === 0)) return null;
        return (
          <section key={key} aria-labelledby={`offers-${key}`} className="flex flex-col gap-4">
            <h2 id={`offers-${key}`} className="text-xl font-bold tracking-tight">
              {sectionTitle}
            </h2>
            {query.data ? (
              <OfferGrid
                offers={query.data.offers}
                limit={RELATED_SHOWN}
                partnersById={query.data.partners_by_id}
                language={language}
                now={query.dataUpdatedAt}
              />
            ) : (
              <OfferGridSkeleton count={4} />
            )}
          </section>
        );
      })}
    </div>
  );
}
