// What the page installs once it is interactive, from one module loaded after hydration so none of it
// weighs on the home page's first JavaScript (bench/budget.json): the error listeners (issue 21 item 3)
// and the easter egg's key listener (spec §9; the comets load only when the sequence is typed), and the
// campaign modals' host with the notification centre's visitor list (issue 19 items 3 and 4: its own
// chunk, loaded once the page is interactive).
import type { QueryClient } from '@tanstack/react-query';
import { listenForEasterEgg } from '../features/easter-egg/listener.ts';
import { installErrorReporting } from '../lib/error-reporting.ts';

export function afterHydration(queryClient: QueryClient): void {
  installErrorReporting();
  listenForEasterEgg(queryClient);
  void import('./shell/campaign-root.tsx').then(
    (campaigns) => campaigns.mountCampaignRoot(queryClient),
    () => undefined,
  );
}
