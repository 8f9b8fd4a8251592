// The consent banner's lazy module (issue 21 item 1; spec §2 modals "cookie acceptance and settings"):
// the banner while this device holds no decision of the current version (search-engine bots never get
// it), the settings dialog when asked for, and, for a signed-in person, the decision kept on the profile.
// Every decision goes through `saveConsentChoice` (lib/consent-gate.ts): the spc_consent cookie, the
// optional storage of refused categories deleted, the writes that waited for an acceptance done.
import { isSearchEngineBot } from '@spc/domain/bots';
import {
  isCurrentChoice,
  makeConsentChoice,
  type ConsentCategories,
  type ConsentChoice,
} from '@spc/domain/consent-rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { saveConsentChoice } from '../../../lib/consent-gate.ts';
import { readConsentChoice } from '../../../lib/cookies.ts';
import { useSession } from '../../../lib/session.ts';
import { putProfileConsent } from '../api/profile-consent.ts';
import { syncProfileConsent } from '../profile-sync.ts';
import { CookieBanner } from './cookie-banner.tsx';

const ConsentSettingsDialog = lazy(async () => ({
  default: (await import('./consent-settings-dialog.tsx')).ConsentSettingsDialog,
}));

/** After a decision taken in the banner, the focus it held goes to the page rather than the body. */
function focusPageIfLost() {
  if (document.activeElement === document.body || document.activeElement === null) {
    document.getElementById('main')?.focus({ preventScroll: true });
  }
}

export function ConsentManager({ settingsRequests }: { settingsRequests: number }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsentChoice);
  const [openedFromBanner, setOpenedFromBanner] = useState(false);
  // Each use of the footer's link (a new request) opens the dialog again, until it is closed.
  const [requestsClosed, setRequestsClosed] = useState(0);
  const settingsOpen = openedFromBanner || settingsRequests > requestsClosed;
  const closeSettings = () => {
    setOpenedFromBanner(false);
    setRequestsClosed(settingsRequests);
  };
  const uid = useSession()?.user.uid ?? null;

  // Signed in: the device's decision goes to a profile that has none, or the profile's to a device that
  // has none (once per person and page load).
  // (No "still mounted" flag: under StrictMode the first run is the one that syncs, and its answer counts.)
  useEffect(() => {
    if (!uid) return;
    void syncProfileConsent(uid).then((adopted) => {
      if (adopted) setChoice(adopted);
    });
  }, [uid]);

  function decide(categories: ConsentCategories) {
    const next = makeConsentChoice(categories);
    saveConsentChoice(next);
    setChoice(next);
    // Kept on the profile too; a failure leaves the device's decision, which is the one that counts here.
    if (uid) putProfileConsent(next).catch(() => null);
  }

  const showBanner = !isCurrentChoice(choice) && !isSearchEngineBot(navigator.userAgent);
  return (
    <>
      {showBanner ? (
        <CookieBanner
          onDecide={(categories) => {
            decide(categories);
            // The banner goes away with the button that had the focus.
            queueMicrotask(focusPageIfLost);
          }}
          settingsOpen={settingsOpen}
          onSettings={() => setOpenedFromBanner(true)}
        />
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog
            initial={isCurrentChoice(choice) ? choice : null}
            onOpenChange={(open) => {
              if (!open) closeSettings();
            }}
            onSave={(categories) => {
              decide(categories);
              closeSettings();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
