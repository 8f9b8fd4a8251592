// The membership-expiring modal (spec §4 "Expiring modal", §2 "Modals": three variants — auto-renew,
// payment, subscription — each with text and a button): opens once for a valid member when the banner
// status fetch succeeds and `shouldShowExpiringModal` says so (subscription, or days 14 or 2); otherwise
// its state is cleared. "Once" is the `membership_expiring_modal_shown` cookie: see
// features/billing/expiring-modal-cookie.ts for which variant keeps it a year and which for the day.
// Like the banner, it does not open on the page its button leads to (and is not marked shown there).
import { shouldShowExpiringModal } from '@spc/domain/membership-banner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBannerStatus } from '../../features/billing/api/get-banner-status.ts';
import { bannerMessage } from '../../features/billing/banner-messages.ts';
import {
  expiringModalDue,
  expiringModalKey,
  rememberExpiringModal,
} from '../../features/billing/expiring-modal-cookie.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../components/ui/dialog.tsx';

export function ExpiringModal() {
  const { t } = useTranslation('billing');
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
    if (shown && data) rememberExpiringModal(data);
  }, [shown, data]);

  return (
    <DialogRoot
      open={shown !== null}
      onOpenChange={(open) => !open && key !== null && setDecision({ key, open: false })}
    >
      {shown ? (
        <DialogContent
          title={t(`expiringModal.${shown.variant}.title`)}
          showTitle
          description={t(`expiringModal.${shown.variant}.body`, { days: shown.days })}
          closeLabel={t('close')}
          layout="centered"
        >
          <div className="mt-5 flex justify-end">
            <DialogClose asChild>
              <Link to={shown.to} className={buttonClasses({ variant: 'primary' })}>
                {t(`expiringModal.${shown.variant}.action`)}
              </Link>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}
