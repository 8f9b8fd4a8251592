// /redirect-to-partner?offer_id&firebase_uid (spec §2; docs/api-member-offers.md "Links"): the page the
// browser extension and e-mails open. It asks the API for the offer's tracked link (which records the
// click) and replaces itself with it. Start-up auto-login is skipped here (features/auth/auto-login.ts).
// Signed out: the login prompt (the route module passes it), back here afterwards; another account:
// says so; no valid card: the offer-redeem gate; other refusals: a message and the way to the offer.
import { redirectToPartnerQuerySchema } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { PartnerRedirect, RedirectOutcome } from '../../../features/redeem/components/partner-redirect.tsx';

interface RedirectToPartnerRouteProps {
  /** Opens the sign-in feature's login prompt (composed by app/redeem-routes.tsx). */
  onSignInRequired: () => void;
}

export function RedirectToPartnerRoute({ onSignInRequired }: RedirectToPartnerRouteProps) {
  const { t } = useTranslation('redeem');
  const [search] = useSearchParams();
  const parsed = redirectToPartnerQuerySchema.safeParse({
    offer_id: search.get('offer_id') ?? undefined,
    firebase_uid: search.get('firebase_uid') ?? undefined,
  });

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 py-8 text-center">
      <title>{t('redirect.pageTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {parsed.success ? (
        // Keyed by the link: another offer is another visit.
        <PartnerRedirect
          key={`${parsed.data.offer_id}:${parsed.data.firebase_uid}`}
          offerId={parsed.data.offer_id}
          uid={parsed.data.firebase_uid}
          onSignInRequired={onSignInRequired}
        />
      ) : (
        <RedirectOutcome title={t('redirect.invalidTitle')} body={t('redirect.invalidBody')}>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary' })}>
            {t('redirect.browseDeals')}
          </Link>
        </RedirectOutcome>
      )}
    </section>
  );
}
