// /redirect-to-partner?offer_id&firebase_uid (spec §2; docs/api-member-offers.md "Links"): the page the
// browser extension and e-mails open. It asks the API for the offer's tracked link (which records the
// click) and replaces itself with it. Start-up auto-login is skipped here (features/auth/auto-login.ts).
// Signed out: the login prompt (the route module passes it), back here afterwards; another account:
// says so; no valid card: the offer-redeem gate; other refusals: a message and the way to the offer.
import { redirectToPartnerQuerySchema } from '@spc/domain/member-offers';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget } from '../../../lib/session.ts';
import { useProxyUrl } from '../../../features/redeem/api/get-proxy-url.ts';
import { AccessGate } from '../../../features/redeem/components/access-gate.tsx';
import { leaveForPartner } from '../../../features/redeem/leave-for-partner.ts';
import { redeemFailure } from '../../../features/redeem/redeem-errors.ts';

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
        <Redirect
          key={`${parsed.data.offer_id}:${parsed.data.firebase_uid}`}
          offerId={parsed.data.offer_id}
          uid={parsed.data.firebase_uid}
          onSignInRequired={onSignInRequired}
        />
      ) : (
        <Outcome title={t('redirect.invalidTitle')} body={t('redirect.invalidBody')}>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary' })}>
            {t('redirect.browseDeals')}
          </Link>
        </Outcome>
      )}
    </section>
  );
}

function Redirect({ offerId, uid, onSignInRequired }: { offerId: number; uid: string } & RedirectToPartnerRouteProps) {
  const { t } = useTranslation('redeem');
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const proxy = useProxyUrl(offerId, uid);
  const url = proxy.data?.url;
  const failure = proxy.isError ? redeemFailure(proxy.error) : null;
  const mustSignIn = failure?.kind === 'signIn';

  useEffect(() => {
    if (url) leaveForPartner(url);
  }, [url]);

  useEffect(() => {
    if (!mustSignIn) return;
    // Signing in comes back here, and the visit goes on.
    storeRedirectTarget(here);
    onSignInRequired();
  }, [mustSignIn, here, onSignInRequired]);

  if (proxy.isPending || url) {
    return (
      <div className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('redirect.title')}</h1>
        <p role="status" aria-live="polite" className="text-slate-700">
          {t('redirect.loading')}
        </p>
        <div
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        />
        {url ? (
          // Should the browser not follow (a blocked navigation), the member can.
          <a href={url} rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 underline">
            {t('redirect.continue')}
          </a>
        ) : null}
      </div>
    );
  }

  const toOffer = (
    <Link to={paths.offerById(offerId)} className={buttonClasses({ variant: 'secondary' })}>
      {t('redirect.seeOffer')}
    </Link>
  );
  const toDeals = (variant: 'primary' | 'secondary' | 'ghost') => (
    <Link to={paths.deals()} className={buttonClasses({ variant })}>
      {t('redirect.browseDeals')}
    </Link>
  );

  switch (failure?.kind) {
    case 'signIn':
      return (
        <Outcome title={t('redirect.signInTitle')} body={t('redirect.signInBody')}>
          <Button
            variant="primary"
            onClick={() => {
              storeRedirectTarget(here);
              onSignInRequired();
            }}
          >
            {t('redirect.signIn')}
          </Button>
        </Outcome>
      );
    case 'notRegistered':
      return (
        <Outcome title={t('redirect.errorTitle')} body={t('errors.notRegistered')}>
          <Link to={paths.signup()} className={buttonClasses({ variant: 'primary' })}>
            {t('errors.finishSignup')}
          </Link>
        </Outcome>
      );
    case 'userMismatch':
      return (
        <Outcome title={t('redirect.mismatchTitle')} body={t('redirect.mismatch')} hint={t('redirect.mismatchHint')}>
          <Link to={paths.logout()} className={buttonClasses({ variant: 'primary' })}>
            {t('redirect.logout')}
          </Link>
          {toDeals('secondary')}
        </Outcome>
      );
    case 'noValidCard':
      return (
        <div className="flex flex-col gap-4 text-left">
          <h1 className="text-center text-2xl font-bold text-slate-900">{t('redirect.errorTitle')}</h1>
          <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
            <AccessGate variant="noCard" headingLevel="h2" />
          </div>
        </div>
      );
    default: {
      const message = failure?.kind === 'message' ? failure : { message: 'generic' as const, retryable: true };
      return (
        <Outcome title={t('redirect.errorTitle')} body={t(`errors.${message.message}`)}>
          {message.retryable ? (
            <Button variant="primary" onClick={() => void proxy.refetch()} disabled={proxy.isFetching}>
              {t('redirect.retry')}
            </Button>
          ) : null}
          {message.message === 'OFFER_NOT_FOUND' ? null : toOffer}
          {toDeals('ghost')}
        </Outcome>
      );
    }
  }
}

function Outcome({ title, body, hint, children }: { title: string; body: string; hint?: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-base text-slate-800">{body}</p>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto">{children}</div>
    </div>
  );
}
