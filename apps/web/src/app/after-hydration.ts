// What the page installs once it is interactive, from one module loaded after hydration so none of it
// weighs on the home page's first JavaScript (bench/budget.json): the error listeners (issue 21 item 3),
// the easter egg's key listener (spec §9; the comets load only when the sequence is typed), the
// analytics pipeline (issue 21 item 2), the age check after sign-in (issue 18) and the campaign modals'
// host with the notification centre's visitor list (issue 19 items 3 and 4), each its own chunk.
import type { QueryClient } from '@tanstack/react-query';
import { listenForEasterEgg } from '../features/easter-egg/listener.ts';
import { installErrorReporting } from '../lib/error-reporting.ts';
import { installAnalytics } from '../lib/analytics.ts';

export function afterHydration(queryClient: QueryClient): void {
  installErrorReporting();
  listenForEasterEgg(queryClient);
  // First-party analytics (issue 21 item 2, decision 028): nothing is sent without analytics consent.
  installAnalytics();
  // Issue 18: the age check after sign-in (spec §4, decision 025), its own lazy chunk.
  void import('../features/campus-access/student-status-watch.tsx').then((m) => m.watchStudentStatus(queryClient));
  void import('./shell/campaign-root.tsx').then(
    (campaigns) => campaigns.mountCampaignRoot(queryClient),
    () => undefined,
  );
}
