// The door to first-party analytics for feature code (issue 21 item 2, decision 028): `track` only
// pushes onto `window.__spcEvents`, which the pipeline (lib/analytics.ts, loaded after hydration by
// app/after-hydration.ts) drains and then replaces with itself. Import it only from lazily loaded code
// (route modules, dialogs): the first page's JavaScript has no room (bench/budget.json). Never throws.
// Whether anything is sent is the pipeline's decision: nothing without analytics consent.
import type { SignUpMethod } from '@spc/domain/analytics-rules';

/** What feature code says happened; the pipeline adds the time, the page, the language and the visit. */
export type TrackedEvent =
  | { type: 'search'; query: string; result_count: number }
  | { type: 'reveal'; offer_id: number }
  | { type: 'sign_up'; method: SignUpMethod; source?: string }
  | { type: 'purchase'; order_id: string; from_extension?: boolean };

declare global {
  interface Window {
    /** Events waiting for the pipeline; its own `push` once it is installed. */
    __spcEvents?: { push(event: TrackedEvent): unknown };
  }
}

export function track(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  try {
    (window.__spcEvents ??= [] as TrackedEvent[]).push(event);
  } catch {
    // Analytics must never fail the page.
  }
}
