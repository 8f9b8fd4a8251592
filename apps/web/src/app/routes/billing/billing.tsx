// /billing (spec §2 "/billing", §4 "Updates", §2 "Modals"): the member's membership, the auto-renew
// switch (optimistic, with its cancel, enable and add-payment modals), the card on file and its update
// (payment-modified and alert modals), a failed renewal to retry, and the order history. The loader
// (billing-loader.ts) has already checked who may be here and stored a `promo_code`.
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { useSession } from '../../../lib/session.ts';
import { PanelLoading } from '../../../features/billing/components/billing-panel.tsx';
import { BillingSections } from '../../../features/billing/components/billing-sections.tsx';

export function BillingRoute() {
  const { t } = useTranslation('billing');
  const session = useSession();
  return (
    <PageShell documentTitle={t('pageTitle')} heading={t('title')} lead={t('lead')} leadAs="p" width="3xl">
      {session ? <BillingSections session={session} /> : <PanelLoading />}
    </PageShell>
  );
}
