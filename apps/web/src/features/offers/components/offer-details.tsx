// The offer page's main block: partner, title and description in the interface language, the badges
// of spec §4 (type, SPC+, limited time with its end date, new), the call to action, the stores for an
// in-store offer and the legal text in the interface language.
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import type { Language } from '@spc/domain/constants';
import { isWithinLtoWindow, offerTypeLabel } from '@spc/domain/offer-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { formatDate, formatKm } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

interface OfferDetailsProps {
  data: OfferPageResponse;
  language: Language;
  /** Epoch ms the limited-time window is checked against (passed in so rendering stays pure). */
  now: number;
  /**
   * Issue 6 (plus gate): replaces the call to action's body — the route module passes the SPC+ gate
   * (features/plus) on an SPC+ offer for anyone without SPC+.
   */
  action?: ReactNode;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold';

export function OfferDetails({ data, language, now, action }: OfferDetailsProps) {
  const { t } = useTranslation('catalogue-pages');
  const { offer, partner, legal, stores } = data;
  const title = language === 'fr' ? offer.title_fr : offer.title_en;
  const description = language === 'fr' ? offer.description_fr : offer.description_en;
  const legalText = language === 'fr' ? legal.legal_fr : legal.legal_en;
  const limitedTime = isWithinLtoWindow(offer, now);

  return (
    <article aria-labelledby="offer-title" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* The page's largest image, at the top of the first screen: fetched first. */}
        {offer.cover ? (
          <Picture
            image={offer.cover}
            sizes="(min-width:1280px) 760px, (min-width:1024px) 60vw, 92vw"
            priority
            className="aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <div className="flex items-center gap-4">
          <div className="size-20 shrink-0 overflow-hidden rounded-2xl border border-slate-100 bg-slate-50">
            {partner.logo ? <Picture image={partner.logo} sizes="80px" decorative className="size-full" /> : null}
          </div>
          <div className="min-w-0">
            <p className="text-lg font-semibold break-words text-slate-800">{partner.partner_name}</p>
            <Link
              to={paths.partner(partner.url_name)}
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('offer.allPartnerOffers', { partner: partner.partner_name })}
            </Link>
          </div>
        </div>
        <h1 id="offer-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h1>
        <ul aria-label={t('offer.badges')} className="flex flex-wrap gap-2">
          <li className={`${badge} bg-slate-100 text-slate-700`}>{t(`offer.type.${offerTypeLabel(offer)}`)}</li>
          {offer.is_spc_plus ? <li className={`${badge} bg-brand-600 text-white`}>{t('offer.spcPlus')}</li> : null}
          {limitedTime && offer.lto_end_date !== null ? (
            <li className={`${badge} bg-amber-100 text-amber-900`}>
              {t('offer.limitedTimeUntil', { date: formatDate(offer.lto_end_date, language) })}
            </li>
          ) : null}
          {offer.is_new_offer ? <li className={`${badge} bg-emerald-100 text-emerald-900`}>{t('offer.new')}</li> : null}
        </ul>
        <p className="text-base leading-relaxed text-slate-700">{description}</p>
        {offer.in_store && stores.length > 0 ? (
          <section aria-labelledby="offer-stores" className="flex flex-col gap-2">
            <h2 id="offer-stores" className="text-lg font-semibold">
              {t('offer.stores')}
            </h2>
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {stores.map((store) => (
                <li key={store.id}>
                  {store.address}, {store.city} ({store.province}) {store.postal_code}
                  {store.distance_km !== undefined ? (
                    <span className="text-slate-500"> · {formatKm(store.distance_km, language)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {legalText ? (
          <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-900">{t('offer.legal')}</summary>
            <p className="mt-2 leading-relaxed whitespace-pre-line">{legalText}</p>
          </details>
        ) : null}
      </div>
      <aside
        aria-labelledby="offer-cta"
        className="flex h-fit flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="offer-cta" className="text-lg font-semibold text-slate-900">
          {t('offer.cta.title')}
        </h2>
        {action ?? (
          <>
            <p className="text-sm text-slate-700">{t('offer.cta.visitor')}</p>
            <Link to={paths.signup()} className={buttonClasses({ variant: 'primary' })}>
              {t('offer.cta.signup')}
            </Link>
            <Link to={paths.login()} className={buttonClasses({ variant: 'secondary' })}>
              {t('offer.cta.login')}
            </Link>
          </>
        )}
      </aside>
    </article>
  );
}

export function OfferDetailsSkeleton() {
  const { t } = useTranslation('catalogue-pages');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <p role="status" className="sr-only">
        {t('offer.loading')}
      </p>
      <div
        aria-hidden="true"
        className="flex animate-pulse flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-8"
      >
        <div className="flex items-center gap-4">
          <div className="size-20 rounded-2xl bg-slate-200" />
          <div className="h-4 w-40 rounded bg-slate-200" />
        </div>
        <div className="h-8 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
      <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
