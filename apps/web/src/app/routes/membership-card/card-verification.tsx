// /card/verify/:token (public, no sign-in): what a cashier's phone opens from a member's QR code — a
// big "Valid" or "Expired" with the tier, or "This card could not be verified". Nothing personal is
// shown or even known here, and search engines are told to stay away.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCardVerification } from '../../../features/membership-card/api/get-card-verification.ts';
import { TierBadge } from '../../../features/membership-card/components/tier-badge.tsx';

export function CardVerificationRoute() {
  const { t } = useTranslation('card');
  const { token = '' } = useParams();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 text-center">
      <title>{t('verify.pageTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <h1 className="text-xl font-bold text-slate-900">{t('verify.title')}</h1>
      {/* Keyed by the token: another code is another check. */}
      <Verification key={token} token={token} />
    </section>
  );
}

function Verification({ token }: { token: string }) {
  const { t } = useTranslation('card');
  const { language } = useLanguage();
  const query = useCardVerification(token);

  if (query.isPending) {
    return (
      <p role="status" aria-live="polite" className="py-16 text-slate-700">
        {t('verify.checking')}
      </p>
    );
  }
  if (query.isError) {
    const invalid = query.error instanceof ApiError && query.error.status === 404;
    if (!invalid) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-slate-300 bg-white p-6">
          <p className="text-lg font-semibold text-slate-900">{t('verify.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('verify.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-3xl bg-slate-800 p-8 text-white">
        <span aria-hidden="true" className="text-6xl leading-none font-black">
          ?
        </span>
        <p className="text-3xl font-extrabold">{t('verify.invalid')}</p>
        <p className="text-base text-slate-100">{t('verify.invalidText')}</p>
      </div>
    );
  }

  const { status, tier, student_verified: studentVerified } = query.data;
  const valid = status === 'valid';
  const tierName = t(`card.tier.${tier}`);
  const time = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { timeStyle: 'short' }).format(
    query.dataUpdatedAt,
  );
  return (
    <div
      role="status"
      data-status={status}
      className={`flex flex-col items-center gap-4 rounded-3xl p-8 text-white ${valid ? 'bg-emerald-700' : 'bg-red-700'}`}
    >
      <span aria-hidden="true" className="text-7xl leading-none font-black">
        {valid ? '✓' : '✕'}
      </span>
      <p className="text-5xl font-black tracking-tight">{valid ? t('verify.valid') : t('verify.expired')}</p>
      <TierBadge tier={tier} label={tierName} />
      <p className="text-lg font-medium">
        {valid ? t('verify.validText', { tier: tierName }) : t('verify.expiredText', { tier: tierName })}
      </p>
      {/* Issue 18 item 7: verified student or not, nothing more (no school, no dates). */}
      {valid ? (
        <p
          data-student-verified={studentVerified}
          className="rounded-full bg-white px-4 py-1 text-base font-bold text-slate-900"
        >
          {studentVerified ? t('verify.studentVerified') : t('verify.studentNotVerified')}
        </p>
      ) : null}
      <p className="text-sm opacity-90">{t('verify.checkedAt', { time })}</p>
    </div>
  );
}
