// The digital card as a cashier sees it: black on white, large type, the tier's logo, the member's
// name, the card number in groups of four, the expiry in the reader's language, and the QR code of
// the public verification page. Fits a 360 px phone without scrolling sideways.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { MembershipCard } from '@spc/domain/membership';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { CardQrCode } from './card-qr-code.tsx';
import { TierBadge } from './tier-badge.tsx';

export function isCardExpired(card: MembershipCard, now: number): boolean {
  return Date.parse(card.expiry_date) <= now;
}

/** `now`: when the screen opened (epoch ms), to tell a kept card that has expired since. */
export function MembershipCardView({ card, now }: { card: MembershipCard; now: number }) {
  const { t } = useTranslation('card');
  const { language } = useLanguage();
  const titleId = useId();
  const expired = isCardExpired(card, now);
  const expiry = formatDate(Date.parse(card.expiry_date), language);
  const name = `${card.first_name} ${card.last_name}`.trim();

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-3xl border-2 border-slate-900 bg-white p-5 text-slate-950 shadow-lg sm:p-6"
    >
      <h2 id={titleId} className="sr-only">
        {t('card.label')}
      </h2>
      <div className="flex items-center justify-between gap-3">
        <TierBadge tier={card.tier} label={t(`card.tier.${card.tier}`)} />
        <div className="flex flex-wrap justify-end gap-2">
          {/* Issue 18 item 7: the member is a verified student now (school e-mail or student ID). */}
          {card.student_verified === true ? (
            <span className="rounded-full border-2 border-emerald-800 px-3 py-1 text-sm font-bold text-emerald-800">
              {t('card.studentVerified')}
            </span>
          ) : null}
          {card.is_free_trial ? (
            <span className="rounded-full border-2 border-slate-900 px-3 py-1 text-sm font-bold">
              {t('card.freeTrial')}
            </span>
          ) : null}
          <span
            className={`rounded-full px-3 py-1 text-sm font-bold text-white ${expired ? 'bg-red-700' : 'bg-emerald-700'}`}
          >
            {expired ? t('card.status.expired') : t('card.status.valid')}
          </span>
        </div>
      </div>

      <dl className="flex flex-col gap-3">
        <div>
          <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{t('card.name')}</dt>
          <dd className="text-2xl font-extrabold break-words">{name}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{t('card.number')}</dt>
          <dd className="font-mono text-xl font-bold tracking-wider whitespace-nowrap tabular-nums sm:text-2xl">
            {formatCardNumber(card.card_number)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">
            {expired ? t('card.expiredOn') : t('card.expires')}
          </dt>
          <dd className={`text-lg font-bold ${expired ? 'text-red-700' : ''}`}>{expiry}</dd>
        </div>
      </dl>

      <figure className="flex flex-col items-center gap-2">
        <CardQrCode
          value={card.verification_url}
          label={t('card.qr')}
          className="aspect-square w-full max-w-[17rem] rounded-lg border border-slate-200"
        />
        <figcaption className="text-center text-sm font-medium text-slate-700">{t('card.qrCaption')}</figcaption>
      </figure>
    </article>
  );
}
