// The door to error reporting for code in the first page's JavaScript (issue 21 item 3): a queue on
// `window` that the reporter (error-reporting.ts, loaded after hydration by main.tsx) drains and then
// replaces with itself, so the reporter never weighs on the home page. Never throws.

declare global {
  interface Window {
    /** [what, error] pairs waiting for the reporter; its own `push` once it is installed. */
    __spcErrors?: { push(entry: [string | null, unknown]): unknown };
  }
}

/**
 * `reportLogged(what, error)`: a §8 "logged only" failure (`what` names it). With `what` null, an error a
 * React error boundary showed (reported once per error).
 */
export function reportLogged(what: string | null, error: unknown): void {
  // On the server (a loader rendering a page), the request log has it.
  if (typeof window === 'undefined') return;
  (window.__spcErrors ??= [] as [string | null, unknown][]).push([what, error]);
}
