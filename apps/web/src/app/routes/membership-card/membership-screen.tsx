// /membership-screen (spec §2, auth required): the member's digital card to show at a till — the card
// itself (name, number, expiry, tier, QR code), its wallet passes, and the loading, error and "no valid
// card" states. Usable offline once loaded: the card is kept on the device and a service worker keeps
// the page's files (service-worker.ts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import {
  isCardExpired,
  MembershipCardView,
} from '../../../features/membership-card/components/membership-card-view.tsx';
import { WalletButtons } from '../../../features/membership-card/components/wallet-buttons.tsx';
import { useDigitalCard, type DigitalCardState } from '../../../features/membership-card/hooks/use-digital-card.ts';
import { keepCardScreenOffline } from '../../../features/membership-card/service-worker.ts';

export function MembershipScreenRoute() {
  const { t } = useTranslation('card');
  const state = useDigitalCard();
  const shown = state.kind === 'card';
  // When the screen opened: a kept card may have expired since it was loaded.
  const [now] = useState(Date.now);

  // Once a card is on screen, the page's files are worth keeping for the next time there is no network.
  const kept = useRef(false);
  useEffect(() => {
    if (!shown || kept.current) return;
    kept.current = true;
    void keepCardScreenOffline();
  }, [shown]);

  return (
    <PageShell
      documentTitle={t('screen.pageTitle')}
      heading={t('screen.title')}
      lead={t('screen.lead')}
      leadAs="p"
      width="md"
      gap={5}
    >
      <ScreenBody state={state} now={now} />
    </PageShell>
  );
}

function ScreenBody({ state, now }: { state: DigitalCardState; now: number }) {
  const { t } = useTranslation('card');
  const { language } = useLanguage();

  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" aria-live="polite" className="py-16 text-center text-slate-700">
          {t('screen.loading')}
        </p>
      );
    case 'no-card':
      return (
        <div
          role="region"
          aria-labelledby="no-card-title"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="no-card-title" className="text-lg font-bold text-slate-900">
            {t('screen.noCard.title')}
          </h2>
          <p className="text-slate-700">{t('screen.noCard.text')}</p>
          <Link to={paths.exploreMemberships()} className={buttonClasses({ className: 'self-start' })}>
            {t('screen.noCard.cta')}
          </Link>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-medium text-red-900">{t('screen.error')}</p>
          <Button variant="secondary" className="self-start" onClick={state.retry}>
            {t('screen.retry')}
          </Button>
        </div>
      );
    case 'card': {
      const expired = isCardExpired(state.card, now);
      return (
        <>
          {!state.live && state.offline ? (
            <p
              role="status"
              className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 font-medium text-amber-950"
            >
              {expired
                ? t('screen.expiredOffline', { date: formatDate(Date.parse(state.card.expiry_date), language) })
                : t('screen.offline', { date: formatDate(state.savedAt, language) })}
            </p>
          ) : null}
          <MembershipCardView card={state.card} now={now} />
          {/* Passes are made by the server: only with a card it has just answered. */}
          {state.live ? <WalletButtons /> : null}
        </>
      );
    }
  }
}
