// The membership banner (spec §4 "Membership banner"): for a valid member (signed in and registered),
// the stored /topBannerStatus answer picks a message — auto-renew (ending soon), payment (by days: 0,
// 7, 60/30, 14/2) or subscription (expired) — and a link: payment and auto-renew to /billing,
// subscription to /signup. A failed or unsuccessful answer shows nothing. It is not shown on the page
// it leads to (/billing already shows the same state with its controls; sign-up is the renewal itself).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBannerStatus } from '../../features/billing/api/get-banner-status.ts';
import { bannerMessage } from '../../features/billing/banner-messages.ts';
import { useSession } from '../../lib/session.ts';

export function MembershipBanner() {
  const { t } = useTranslation('billing');
  const session = useSession();
  const { pathname } = useLocation();
  const uid = session?.registered ? session.user.uid : null;
  const { data } = useBannerStatus(uid);
  const banner = uid ? bannerMessage(data) : null;
  if (!banner || pathname === banner.to) return null;
  const urgent = banner.variant !== 'autoRenew';
  return (
    <div
      role="region"
      aria-label={t('banner.label')}
      className={`border-b px-4 py-3 ${urgent ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-brand-100 bg-brand-50 text-slate-900'}`}
    >
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p>{t(`banner.${banner.message}`, { days: banner.days })}</p>
        <Link
          to={banner.to}
          className="shrink-0 self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 sm:self-auto"
        >
          {t(`banner.actions.${banner.variant}`)}
        </Link>
      </div>
    </div>
  );
}
