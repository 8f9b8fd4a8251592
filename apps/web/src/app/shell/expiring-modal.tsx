// The membership-expiring modal (spec §4 "Expiring modal", §2 "Modals": three variants — auto-renew,
// payment, subscription — each with text and a button): opens once for a valid member when the banner
// status fetch succeeds and `shouldShowExpiringModal` says so (subscription, or days 14 or 2); otherwise
// its state is cleared. "Once" is the `membership_expiring_modal_shown` cookie: see
// features/billing/expiring-modal-cookie.ts for which variant keeps it a year and which for the day.
// Like the banner, it does not open on the page its button leads to (and is not marked shown there).
// It is a modal notice of the one notification centre (spec §3 "Notification"; features/notifications):
// the reminder is posted under its id, lasts until the end of the day (the reminder is the day's), and
// its callback hears how it went — closed by the member ('dismissed') or out of date ('expired') —
// either way it stays shut for this reminder. The dialog itself is the notice's content.
import { shouldShowExpiringModal } from '@spc/domain/membership-banner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBannerStatus } from '../../features/billing/api/get-banner-status.ts';
import { bannerMessage, type BannerMessage } from '../../features/billing/banner-messages.ts';
import {
  expiringModalDue,
  expiringModalKey,
  msUntilEndOfDay,
  rememberExpiringModal,
} from '../../features/billing/expiring-modal-cookie.ts';
import { notificationCentre, type NotificationCentre } from '../../features/notifications/notification-centre.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../components/ui/dialog.tsx';

export const EXPIRING_MODAL_ID = 'membership:expiring-modal';

function ExpiringDialog({ message, onClose }: { message: BannerMessage; onClose: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(`expiringModal.${message.variant}.title`)}
        showTitle
        description={t(`expiringModal.${message.variant}.body`, { days: message.days })}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Link to={message.to} className={buttonClasses({ variant: 'primary' })}>
              {t(`expiringModal.${message.variant}.action`)}
            </Link>
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** Posts the reminder's modal notice when it is due; renders nothing itself. */
export function ExpiringModal({ centre = notificationCentre }: { centre?: NotificationCentre }) {
  const session = useSession();
  const { pathname } = useLocation();
  const uid = session?.registered ? session.user.uid : null;
  const { data } = useBannerStatus(uid);
  const message = uid ? bannerMessage(data) : null;
  // The reminder this status calls for here, or null (no modal for it, or on its own target page).
  const key =
    data && message && shouldShowExpiringModal(data) && pathname !== message.to ? expiringModalKey(data) : null;
  // Whether to open is decided once per reminder, when it first applies: the cookie says if it was shown.
  const [decision, setDecision] = useState<{ key: string; open: boolean } | null>(null);
  if (key !== null && decision?.key !== key) setDecision({ key, open: expiringModalDue(data) });
  const shown = key !== null && decision?.key === key && decision.open ? message : null;

  useEffect(() => {
    if (!shown || !data || key === null) {
      centre.withdraw(EXPIRING_MODAL_ID);
      return;
    }
    rememberExpiringModal(data);
    centre.post({
      id: EXPIRING_MODAL_ID,
      modal: true,
      content: <ExpiringDialog message={shown} onClose={() => centre.dismiss(EXPIRING_MODAL_ID)} />,
      ttlMs: msUntilEndOfDay(new Date()),
      // Closed or out of date: this reminder stays shut on this page (the cookie keeps it so later).
      callback: (reason) => reason !== 'withdrawn' && setDecision({ key, open: false }),
    });
    return () => centre.withdraw(EXPIRING_MODAL_ID);
    // `shown` and `data` are rebuilt with the status; the reminder is its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centre, key, shown !== null]);

  return null;
}
