// The offer page when the offer cannot be used (spec §8 "Offer errors"): delisted (the partner's other
// offers may still be there) or gone (expired or not found).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { OfferFailure } from '../offer-errors.ts';
import { PageMeta } from './page-meta.tsx';

export function OfferUnavailable({ failure }: { failure: OfferFailure }) {
  const { t } = useTranslation('catalogue-pages');
  const kind = failure.delisted ? 'delisted' : 'gone';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageMeta title={t(`unavailable.${kind}.pageTitle`)} description={t(`unavailable.${kind}.body`)} />
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t(`unavailable.${kind}.title`)}</h1>
      <p className="text-slate-600">{t(`unavailable.${kind}.body`)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {failure.partnerUrlName ? (
          <Link to={paths.partner(failure.partnerUrlName)} className={buttonClasses({ variant: 'primary' })}>
            {t('unavailable.partner')}
          </Link>
        ) : null}
        <Link
          to={paths.deals()}
          className={buttonClasses({ variant: failure.partnerUrlName ? 'secondary' : 'primary' })}
        >
          {t('unavailable.deals')}
        </Link>
      </div>
    </section>
  );
}
