// The footer's "Cookie settings" link (issue 21 item 1), which is also where the consent banner starts:
// the banner, the settings dialog and the profile sync are a lazy module (consent-manager.tsx), loaded
// after hydration only when this device holds no decision of the current version, when a signed-in
// person's decision may need syncing, or when this button is used. The server renders no banner, so a
// person who already chose never sees one flash; the decision test is a cookie read (a few bytes).
import { isCurrentChoice } from '@spc/domain/consent-rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '../../../lib/browser-value.ts';
import { readConsentChoice } from '../../../lib/cookies.ts';
import { useSession } from '../../../lib/session.ts';

const undecidedNow = () => !isCurrentChoice(readConsentChoice());

const ConsentManager = lazy(async () => ({ default: (await import('./consent-manager.tsx')).ConsentManager }));

export function CookieSettingsButton({ className }: { className: string }) {
  const { t } = useTranslation('nav');
  const signedIn = useSession() !== null;
  // Read in the browser only: the server (and hydration) render `false`, so no banner is in the HTML.
  const undecided = useBrowserValue(undecidedNow, false);
  /** How many times the settings were asked for: each opens the dialog. */
  const [requests, setRequests] = useState(0);
  return (
    <>
      <button type="button" className={className} onClick={() => setRequests((count) => count + 1)}>
        {t('footer.cookieSettings')}
      </button>
      {undecided || signedIn || requests > 0 ? (
        <Suspense fallback={null}>
          <ConsentManager settingsRequests={requests} />
        </Suspense>
      ) : null}
    </>
  );
}
