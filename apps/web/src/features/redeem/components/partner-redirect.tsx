// Following an offer's tracked link (/redirect-to-partner, spec §2): asks the API for the link (which
// records the click) and replaces the page with it; signed out, the login prompt (passed in by the route),
// back here afterwards; another account: says so; no valid card: the offer-redeem gate; other refusals: a
// message and the way to the offer.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget } from '../../../lib/session.ts';
import { useProxyUrl } from '../api/get-proxy-url.ts';
import { AccessGate } from './access-gate.tsx';
import { leaveForPartner } from '../leave-for-partner.ts';
import { redeemFailure } from '../redeem-errors.ts';

export function PartnerRedirect({
  offerId,
  uid,
  onSignInRequired,
}: {
  offerId: number;
  uid: string;
  /** Opens the sign-in feature's login prompt (composed by app/redeem-routes.tsx). */
  onSignInRequired: () => void;
}) {
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
        <RedirectOutcome title={t('redirect.signInTitle')} body={t('redirect.signInBody')}>
          <Button
            variant="primary"
            onClick={() => {
              storeRedirectTarget(here);
              onSignInRequired();
            }}
          >
            {t('redirect.signIn')}
          </Button>
        </RedirectOutcome>
      );
    case 'notRegistered':
      return (
        <RedirectOutcome title={t('redirect.errorTitle')} body={t('errors.notRegistered')}>
          <Link to={paths.signup()} className={buttonClasses({ variant: 'primary' })}>
            {t('errors.finishSignup')}
          </Link>
        </RedirectOutcome>
      );
    case 'userMismatch':
      return (
        <RedirectOutcome
          title={t('redirect.mismatchTitle')}
          body={t('redirect.mismatch')}
          hint={t('redirect.mismatchHint')}
        >
          <Link to={paths.logout()} className={buttonClasses({ variant: 'primary' })}>
            {t('redirect.logout')}
          </Link>
          {toDeals('secondary')}
        </RedirectOutcome>
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
        <RedirectOutcome title={t('redirect.errorTitle')} body={t(`errors.${message.message}`)}>
          {message.retryable ? (
            <Button variant="primary" onClick={() => void proxy.refetch()} disabled={proxy.isFetching}>
              {t('redirect.retry')}
            </Button>
          ) : null}
          {message.message === 'OFFER_NOT_FOUND' ? null : toOffer}
          {toDeals('ghost')}
        </RedirectOutcome>
      );
    }
  }
}

export function RedirectOutcome({
  title,
  body,
  hint,
  children,
}: {
  title: string;
  body: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-base text-slate-800">{body}</p>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto">{children}</div>
    </div>
  );
}
