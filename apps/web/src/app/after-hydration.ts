// What the page installs once it is interactive, from one module loaded after hydration so none of it
// weighs on the home page's first JavaScript (bench/budget.json): the error listeners (issue 21 item 3),
// the easter egg's key listener (spec §9; the comets load only when the sequence is typed), the
// analytics pipeline (issue 21 item 2), the age check after sign-in (issue 18) and the campaign modals'
// host with the notification centre's visitor list (issue 19 items 3 and 4), each its own chunk.
// Each step runs in a task of its own, so the browser can answer a tap between them: run as one, with
// the chunks' evaluation (their zod schemas), they made long tasks right after hydration (Total Blocking
// Time, decision 041).
import type { QueryClient } from '@tanstack/react-query';
import { listenForEasterEgg } from '../features/easter-egg/listener.ts';
import { installErrorReporting } from '../lib/error-reporting.ts';
import { installAnalytics } from '../lib/analytics.ts';
import { getSessionQueryOptions, type Session } from '../lib/session.ts';

/** Ends the current task (see main.tsx). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `then` once the session shows a registered member (now, or when a later load says so): the age
 * check concerns members only, and its module's schemas are not worth evaluating for a visitor.
 */
function whenRegistered(queryClient: QueryClient, then: () => void): void {
  const key = getSessionQueryOptions().queryKey;
  const registered = () => queryClient.getQueryData<Session | null>(key)?.registered === true;
  if (registered()) {
    then();
    return;
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    const { queryKey } = event.query as { queryKey: readonly unknown[] };
    if (event.type !== 'updated' || queryKey[0] !== key[0] || !registered()) return;
    stop();
    then();
  });
}

let installed = false;

export async function afterHydration(queryClient: QueryClient): Promise<void> {
  // Once: StrictMode runs main.tsx's HydrationMark effect twice in development.
  if (installed) return;
  installed = true;
  installErrorReporting();
  listenForEasterEgg(queryClient);
  // First-party analytics (issue 21 item 2, decision 028): nothing is sent without analytics consent.
  installAnalytics();
  await nextTask();
  // Issue 18: the age check after sign-in (spec §4, decision 025), its own lazy chunk.
  whenRegistered(queryClient, () => {
    void import('../features/campus-access/student-status-watch.tsx').then((m) => m.watchStudentStatus(queryClient));
  });
  await nextTask();
  void import('./shell/campaign-root.tsx').then(
    (campaigns) => campaigns.mountCampaignRoot(queryClient),
    () => undefined,
  );
}
