// The offer page when its offer did not load (spec §8 "Offer errors"): delisted or gone get their own
// page (OfferUnavailable), anything else the retry state. A lazy module of the offer route: only this
// path reads the error body, through the domain's error schema (zod), which the page otherwise does
// without on its first load.
import { useTranslation } from 'react-i18next';
import { readOfferFailure } from '../offer-errors.ts';
import { LoadErrorState } from './load-error-state.tsx';
import { OfferUnavailable } from './offer-unavailable.tsx';
import { PageMeta } from './page-meta.tsx';

interface OfferLoadFailureProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function OfferLoadFailure({ error, onRetry, retrying }: OfferLoadFailureProps) {
  const { t } = useTranslation('catalogue-pages');
  const failure = readOfferFailure(error);
  if (failure) return <OfferUnavailable failure={failure} />;
  return (
    <>
      <PageMeta title={t('offer.error.pageTitle')} description={t('offer.error.body')} />
      <h1 className="sr-only">{t('offer.error.pageTitle')}</h1>
      <LoadErrorState
        title={t('offer.error.title')}
        body={t('offer.error.body')}
        retryLabel={t('offer.error.retry')}
        onRetry={onRetry}
        retrying={retrying}
      />
    </>
  );
}
