// The Tim Hortons rewards linking block of /timhortons (issue 19 item 2; spec §2, §4 "Partner linking",
// "Account-linking state", §5, §8): self-contained — it reads the session itself. A visitor is asked to
// sign in (and comes back here); a member without a membership is sent to the memberships; a member sees
// the linking state: linked (the masked address and an unlink button) or unlinked (the partner-linking
// gate), the account-linking gate after 5000 ms, and the congratulations once linked.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinkingStateOf } from '@spc/domain/rewards-linking';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget, useSession, useSessionStatus } from '../../../lib/session.ts';
import { useActiveOffer } from '../api/get-active-offer.ts';
import { useLinkingStatus } from '../api/get-linking-status.ts';
import { useUnlinkRewardsAccount } from '../api/unlink-rewards-account.ts';
import { useAccountLinkingGate } from '../hooks/use-account-linking-gate.ts';
import { linkingErrorMessage } from '../linking-errors.ts';
import { PartnerLinkingForm } from './partner-linking-form.tsx';

// The dialogs (and Radix with them) load only when one opens: not in a public page's first JavaScript.
const AccountLinkingGateDialog = lazy(async () => ({
  default: (await import('./account-linking-gate-dialog.tsx')).AccountLinkingGateDialog,
}));
const LinkingCongratulationsDialog = lazy(async () => ({
  default: (await import('./linking-congratulations-dialog.tsx')).LinkingCongratulationsDialog,
}));

export function TimHortonsLinking() {
  // The `rewards` catalogue loads on demand: until it has (a client-side navigation to a page that did
  // not load it first), this block waits on its own instead of suspending the whole page.
  return (
    <Suspense fallback={null}>
      <LinkingBlock />
    </Suspense>
  );
}

function LinkingBlock() {
  const { t } = useTranslation('rewards');
  const headingId = useId();
  const session = useSession();
  const sessionLoading = useSessionStatus() === 'loading';

  let body;
  if (sessionLoading) {
    body = <p className="text-sm text-slate-600">{t('status.loading')}</p>;
  } else if (!session) {
    body = (
      <>
        <p className="text-slate-700">{t('visitor.lead')}</p>
        <Link
          to={paths.login()}
          onClick={() => storeRedirectTarget(paths.timHortons())}
          className={buttonClasses({ variant: 'primary', className: 'self-start' })}
        >
          {t('visitor.signIn')}
        </Link>
      </>
    );
  } else if (!session.registered) {
    body = <NoMembership />;
  } else {
    body = <MemberLinking uid={session.user.uid} canLink={session.hasValidCard} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <ActiveOffer />
      {body}
    </section>
  );
}

function NoMembership() {
  const { t } = useTranslation('rewards');
  return (
    <>
      <p className="text-slate-700">{t('noMembership.lead')}</p>
      <Link to={paths.exploreMemberships()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
        {t('noMembership.link')}
      </Link>
    </>
  );
}

/** A registered member: the linking state (spec §4: linked or unlinked) and the two modals. */
function MemberLinking({ uid, canLink }: { uid: string; canLink: boolean }) {
  const { t } = useTranslation('rewards');
  const status = useLinkingStatus(uid);
  const [usingForm, setUsingForm] = useState(false);
  const [congratulating, setCongratulating] = useState(false);
  // Each dialog stays mounted once shown, so closing it animates out and gives the focus back.
  const [congratulated, setCongratulated] = useState(false);
  const unlinked = status.data ? accountLinkingStateOf(status.data) === 'unlinked' : false;
  const [gateOpen, setGateOpen, gateShown] = useAccountLinkingGate(unlinked && canLink && !usingForm);

  const linked = () => {
    setGateOpen(false);
    setCongratulating(true);
    setCongratulated(true);
  };

  let body;
  if (status.isPending) {
    body = <p className="text-sm text-slate-600">{t('status.loading')}</p>;
  } else if (status.isError) {
    body = (
      <>
        <FormMessage tone="error">{t('status.error')}</FormMessage>
        <Button variant="secondary" className="self-start" onClick={() => void status.refetch()}>
          {t('status.retry')}
        </Button>
      </>
    );
  } else if (status.data.Linked) {
    body = <LinkedAccount uid={uid} email={status.data.th_email} />;
  } else if (!canLink) {
    body = <NoMembership />;
  } else {
    body = (
      <>
        <h3 className="text-lg font-semibold text-slate-900">{t('form.heading')}</h3>
        <p className="text-sm text-slate-700">{t('form.lead')}</p>
        <PartnerLinkingForm uid={uid} idPrefix="linking-page" onLinked={linked} onInteract={() => setUsingForm(true)} />
      </>
    );
  }

  return (
    <>
      {body}
      <Suspense fallback={null}>
        {gateShown ? (
          <AccountLinkingGateDialog uid={uid} open={gateOpen} onOpenChange={setGateOpen} onLinked={linked} />
        ) : null}
        {congratulated ? <LinkingCongratulationsDialog open={congratulating} onOpenChange={setCongratulating} /> : null}
      </Suspense>
    </>
  );
}

function LinkedAccount({ uid, email }: { uid: string; email: string | undefined }) {
  const { t } = useTranslation('rewards');
  const unlink = useUnlinkRewardsAccount(uid);
  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">{t('linked.heading')}</h3>
      {email ? <p className="text-slate-700">{t('linked.email', { email })}</p> : null}
      {unlink.isError ? <FormMessage tone="error">{linkingErrorMessage(unlink.error, t)}</FormMessage> : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={unlink.isPending}
        aria-busy={unlink.isPending}
        onClick={() => unlink.mutate()}
      >
        {unlink.isPending ? t('linked.unlinking') : t('linked.unlink')}
      </Button>
    </>
  );
}

/** The programme's current offer for SPC members (GET /th-active-offer, no auth), when it has one. */
function ActiveOffer() {
  const { t } = useTranslation('rewards');
  const { language } = useLanguage();
  const offer = useActiveOffer().data?.offer;
  if (!offer) return null;
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-slate-900">
      <p className="text-sm font-semibold text-amber-900">{t('offer.heading')}</p>
      <p className="font-semibold">{language === 'fr' ? offer.title_fr : offer.title_en}</p>
      <p className="text-sm text-slate-700">{language === 'fr' ? offer.description_fr : offer.description_en}</p>
      {offer.ends_at ? (
        <p className="text-sm text-slate-600">
          {t('offer.until', { date: formatDate(Date.parse(offer.ends_at), language) })}
        </p>
      ) : null}
    </div>
  );
}
