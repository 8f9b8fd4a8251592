// The one modal host (issue 19 item 3; docs/decisions/027): decides, page by page, whether one campaign
// modal opens — the promo code a link carries, the new-member promotion, a travel-photo invitation a
// link carries, the page's ad, the e-mail capture — with packages/domain/src/campaign-modals.ts's rules:
// never on checkout, sign-in or activation pages, never while any dialog is open, one at a time, each
// within its schedule (the ads' display_count / display_period / display_cooldown_hours), the history in
// local storage. It waits until the page has had no click or key press for CAMPAIGN_MODAL_IDLE_MS.
import {
  adKey,
  CAMPAIGN_MODAL_IDLE_MS,
  chooseAd,
  forAudience,
  offersNewMemberPromotion,
  nextModal,
  offersEmailCapture,
  recordImpression,
  SCHEDULES,
  type Ad,
  type ModalCandidate,
} from '@spc/domain/campaign-modal-rules';
import { FLAGS } from '@spc/domain/flag-rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readFlag, useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useSession, type Session } from '../../../lib/session.ts';
import { adsModalQueryOptions, emailOptQueryOptions } from '../api/campaign-content.ts';
import { readHistory, storeHistory, subscribedHere } from '../campaign-storage.ts';

// The modals themselves (dialogs, the e-mail form and its rules, the promo code's schema) load when one
// opens: in the host they were evaluated for every visitor right after hydration (decision 041).
const modals = () => import('./campaign-modals.tsx');
const AdsModal = lazy(async () => ({ default: (await modals()).AdsModal }));
const ConfirmSubscriptionModal = lazy(async () => ({ default: (await modals()).ConfirmSubscriptionModal }));
const EmailCaptureModal = lazy(async () => ({ default: (await modals()).EmailCaptureModal }));
const NewMemberPromotionModal = lazy(async () => ({ default: (await modals()).NewMemberPromotionModal }));
const PromoCodeModal = lazy(async () => ({ default: (await modals()).PromoCodeModal }));
const TravelPhotoModal = lazy(async () => ({ default: (await modals()).TravelPhotoModal }));

const YEAR_MS = 365 * 24 * 3_600_000;

export interface PageLocation {
  pathname: string;
  search: string;
  /** Pages seen in this visit, this one included. */
  pages: number;
}

/**
 * Whether another modal is up now: a dialog of the page (any, ours or the app's), or the cookie banner,
 * which asks until the visitor has answered it (spec §2 "cookie acceptance": its answer is spc_consent).
 */
function dialogOpen(): boolean {
  const consentPending = !document.cookie.split('; ').some((cookie) => cookie.startsWith('spc_consent='));
  return consentPending || document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** When the member's latest membership started (a year before its latest expiry), or null. */
function membershipStart(session: Session | null): number | null {
  if (!session?.hasValidCard) return null;
  const paid = session.cards.filter((card) => !card.is_free_trial && card.expiry_date);
  const latest = Math.max(...paid.map((card) => Date.parse(card.expiry_date!)));
  return Number.isFinite(latest) ? latest - YEAR_MS : null;
}

type Open =
  | { kind: 'ad'; ad: Ad }
  | { kind: 'email-capture' }
  | { kind: 'new-member-promotion' }
  | { kind: 'promo-code-redemption'; code: string }
  | { kind: 'travel-photo'; contest: string };

export function CampaignHost({ location, language }: { location: PageLocation; language: 'en' | 'fr' }) {
  const session = useSession();
  const { flags } = useFeatureFlags();
  const isSpcPlus = session?.isBankLinked ?? false;
  const adsOn = readFlag(flags, FLAGS.adsModal) === true;
  const captureOn = readFlag(flags, FLAGS.emailCapture) === true;
  const ads = useQuery({ ...adsModalQueryOptions(), enabled: adsOn });
  const emailOpt = useQuery({ ...emailOptQueryOptions(), enabled: captureOn });
  // The open modal and the page it opened on: leaving the page closes it (never over a checkout).
  const [opened, setOpened] = useState<{ on: string; modal: Open } | null>(null);
  const open = opened?.on === location.pathname ? opened.modal : null;
  // One campaign modal per page at most: after one has shown here, the host waits for the next page.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const pageKey = `${location.pages}:${location.pathname}${location.search}`;
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const promo = query.get('promo');
  const subscribeToken = query.get('subscribe_token');
  const [confirmDone, setConfirmDone] = useState<string | null>(null);
  const travel = query.get('travel_photo');

  useEffect(() => {
    if (open || shownOn === pageKey || (subscribeToken && confirmDone !== subscribeToken)) return;
    const candidates = (now: number): (ModalCandidate & { open: Open })[] => {
      const list: (ModalCandidate & { open: Open })[] = [];
      if (promo && /^[A-Za-z0-9_-]{1,40}$/.test(promo)) {
        list.push({
          kind: 'promo-code-redemption',
          key: `promo:${promo}`,
          schedule: SCHEDULES['promo-code-redemption'],
          open: { kind: 'promo-code-redemption', code: promo },
        });
      }
      if (session && offersNewMemberPromotion(location.pathname, membershipStart(session), now)) {
        list.push({
          kind: 'new-member-promotion',
          key: `new-member:${session.user.uid}`,
          schedule: SCHEDULES['new-member-promotion'],
          open: { kind: 'new-member-promotion' },
        });
      }
      if (session && travel && /^[a-z0-9-]{1,80}$/.test(travel)) {
        list.push({
          kind: 'travel-photo',
          key: `travel-photo:${travel}`,
          schedule: SCHEDULES['travel-photo'],
          open: { kind: 'travel-photo', contest: travel },
        });
      }
      const history = readHistory();
      const ad = ads.data ? chooseAd(ads.data.ads, { pathname: location.pathname, isSpcPlus, history, now }) : null;
      if (adsOn && ad) list.push({ kind: 'ad', key: adKey(ad), schedule: ad, open: { kind: 'ad', ad } });
      if (
        captureOn &&
        offersEmailCapture({
          subscribedHere: subscribedHere(),
          optedIn: session?.profile?.email_opt_in ?? false,
          pagesThisVisit: location.pages,
        })
      ) {
        list.push({
          kind: 'email-capture',
          key: 'email-capture',
          schedule: SCHEDULES['email-capture'],
          open: { kind: 'email-capture' },
        });
      }
      return list;
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        const now = Date.now();
        const history = readHistory();
        const next = nextModal(candidates(now), {
          pathname: location.pathname,
          modalOpen: dialogOpen(),
          history,
          now,
        }) as (ModalCandidate & { open: Open }) | null;
        if (!next) return;
        storeHistory(recordImpression(history, next.key, now));
        setShownOn(pageKey);
        setOpened({ on: location.pathname, modal: next.open });
      }, CAMPAIGN_MODAL_IDLE_MS);
    };
    arm();
    // Any click, key press or typing puts the modal off: it never interrupts an action.
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const name of events) window.addEventListener(name, arm, { capture: true, passive: true });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, arm, { capture: true });
    };
  }, [
    open,
    shownOn,
    pageKey,
    subscribeToken,
    confirmDone,
    location,
    session,
    ads.data,
    adsOn,
    captureOn,
    isSpcPlus,
    promo,
    travel,
  ]);

  // The double opt-in's link: its dialog at once, before any campaign, whatever the schedules say.
  if (subscribeToken && confirmDone !== subscribeToken) {
    return (
      <Suspense fallback={null}>
        <ConfirmSubscriptionModal
          token={subscribeToken}
          onClose={() => {
            setConfirmDone(subscribeToken);
            setShownOn(pageKey);
          }}
        />
      </Suspense>
    );
  }
  if (!open) return null;
  const close = () => setOpened(null);
  let modal: ReactNode;
  switch (open.kind) {
    case 'ad':
      modal = <AdsModal ad={open.ad} language={language} onClose={close} />;
      break;
    case 'email-capture':
      modal = (
        <EmailCaptureModal
          modal={forAudience(emailOpt.data?.modals ?? [], isSpcPlus)[0]}
          language={language}
          onClose={close}
        />
      );
      break;
    case 'new-member-promotion':
      modal = <NewMemberPromotionModal onClose={close} />;
      break;
    case 'promo-code-redemption':
      modal = <PromoCodeModal code={open.code} language={language} onClose={close} />;
      break;
    case 'travel-photo':
      modal = <TravelPhotoModal contest={open.contest} onClose={close} />;
      break;
  }
  return <Suspense fallback={null}>{modal}</Suspense>;
}
