// The membership banner (spec §4 "Membership banner"), a notice of the one notification centre (spec §3
// "Notification"; features/notifications): for a valid member (signed in and registered), the stored
// /topBannerStatus answer picks a message — auto-renew (ending soon), payment (by days: 0, 7, 60/30,
// 14/2) or subscription (expired) — and a link: payment and auto-renew to /billing, subscription to
// /signup. A failed or unsuccessful answer posts nothing. It is withdrawn on the page it leads to
// (/billing already shows the same state with its controls; sign-up is the renewal itself).
// The notice expires at the next local midnight, when its day count goes stale: its callback then asks
// for the status again and posts the new day's notice.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { billingKeys } from '../../features/billing/api/billing-keys.ts';
import { useBannerStatus } from '../../features/billing/api/get-banner-status.ts';
import { bannerMessage, type BannerMessage } from '../../features/billing/banner-messages.ts';
import { msUntilEndOfDay } from '../../features/billing/expiring-modal-cookie.ts';
import { notificationCentre, type NotificationCentre } from '../../features/notifications/notification-centre.ts';
import { useSession } from '../../lib/session.ts';

export const MEMBERSHIP_BANNER_ID = 'membership:banner';

function BannerNotice({ banner }: { banner: BannerMessage }) {
  const { t } = useTranslation('billing');
  const urgent = banner.variant !== 'autoRenew';
  return (
    <div
      role="region"
      aria-label={t('banner.label')}
      className={`flex flex-col gap-2 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${urgent ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-brand-100 bg-brand-50 text-slate-900'}`}
    >
      <p>{t(`banner.${banner.message}`, { days: banner.days })}</p>
      <Link
        to={banner.to}
        className="shrink-0 self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 sm:self-auto"
      >
        {t(`banner.actions.${banner.variant}`)}
      </Link>
    </div>
  );
}

/** Posts the banner's notice while the member's status calls for one; renders nothing itself. */
export function MembershipBanner({ centre = notificationCentre }: { centre?: NotificationCentre }) {
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const uid = session?.registered ? session.user.uid : null;
  const { data } = useBannerStatus(uid);
  const found = uid ? bannerMessage(data) : null;
  const banner = found && pathname !== found.to ? found : null;
  // Bumped when the day's notice expires, so the next day's is posted even if the status is unchanged.
  const [day, setDay] = useState(0);

  useEffect(() => {
    if (!banner || !uid) {
      centre.withdraw(MEMBERSHIP_BANNER_ID);
      return;
    }
    centre.post({
      id: MEMBERSHIP_BANNER_ID,
      content: <BannerNotice banner={banner} />,
      dismissible: false,
      ttlMs: msUntilEndOfDay(new Date()),
      callback: (reason) => {
        if (reason !== 'expired') return;
        setDay((count) => count + 1);
        void queryClient.invalidateQueries({ queryKey: billingKeys.bannerStatus(uid) });
      },
    });
    return () => centre.withdraw(MEMBERSHIP_BANNER_ID);
    // The banner object is rebuilt on every render; what it says is in these fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centre, queryClient, uid, day, banner?.message, banner?.days, banner?.to, banner?.variant]);

  return null;
}
