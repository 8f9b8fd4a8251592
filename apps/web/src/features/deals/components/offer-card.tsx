// One offer in the deals grid: its cover picture, partner logo and name, the title in the interface language, and the
// badges of spec §4 (type label, SPC+, limited time within its window, new). The route module can add
// buttons (`actions`: the saved feature's favourite and save-to-list) that sit above the card's link.
import type { Language } from '@spc/domain/constants';
import { isWithinLtoWindow, offerTypeLabel } from '@spc/domain/offer-rules';
import type { Offer, Partner } from '@spc/domain/offers';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import { formatKm } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

interface OfferCardProps {
  offer: Offer;
  partner: Partner | undefined;
  language: Language;
  /** Epoch ms the limited-time window is checked against (passed in so rendering stays pure). */
  now: number;
  /** Buttons of another feature, named as a group after the offer and kept clickable over the card's link. */
  actions?: ReactNode;
  /** The first card of a page's first grid: its cover may be the page's largest picture (LCP), so not lazy. */
  priority?: boolean;
}

const badgeBase = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

export function OfferCard({ offer, partner, language, now, actions, priority }: OfferCardProps) {
  const { t } = useTranslation('deals');
  const titleId = useId();
  const title = language === 'fr' ? offer.title_fr : offer.title_en;
  const partnerName = partner?.partner_name ?? offer.partner_name;
  const limitedTime = isWithinLtoWindow(offer, now);

  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md">
      {offer.cover ? (
        <Picture
          image={offer.cover}
          sizes="(min-width:1280px) 300px, (min-width:1024px) 33vw, (min-width:640px) 50vw, 100vw"
          priority={priority}
          className="w-full rounded-xl"
        />
      ) : null}
      <div className="flex items-center gap-3">
        {partner?.logo ? (
          <Picture
            image={partner.logo}
            sizes="56px"
            decorative
            className="size-14 rounded-xl border border-slate-100"
          />
        ) : null}
        {/* Two lines before any cut: "Globetrotter Supply Co." reads whole beside the logo and the buttons. */}
        <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-medium break-words text-slate-600">
          {partnerName}
        </p>
        {actions ? (
          // z-10: above the title link's full-card overlay (after:absolute after:inset-0), so these stay clickable.
          <div role="group" aria-labelledby={titleId} className="relative z-10 -my-1 -mr-2 flex shrink-0 items-center">
            {actions}
          </div>
        ) : null}
      </div>
      <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
        {partner ? (
          // The link covers the whole card (after:inset-0) while its name stays the offer title.
          <Link
            to={paths.offer(partner.url_name, offer.offer_id)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <ul className="mt-auto flex flex-wrap gap-1.5">
        <li className={`${badgeBase} bg-slate-100 text-slate-700`}>{t(`card.type.${offerTypeLabel(offer)}`)}</li>
        {offer.distance_km !== undefined ? (
          <li className={`${badgeBase} bg-sky-100 text-sky-900`}>
            {t('card.distance', { distance: formatKm(offer.distance_km, language) })}
          </li>
        ) : null}
        {offer.is_spc_plus ? <li className={`${badgeBase} bg-brand-600 text-white`}>{t('card.spcPlus')}</li> : null}
        {limitedTime ? <li className={`${badgeBase} bg-amber-100 text-amber-900`}>{t('card.limitedTime')}</li> : null}
        {offer.is_new_offer ? (
          <li className={`${badgeBase} bg-emerald-100 text-emerald-900`}>{t('card.new')}</li>
        ) : null}
      </ul>
    </article>
  );
}
