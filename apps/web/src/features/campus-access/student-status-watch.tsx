// The age check after sign-in (spec §4; docs/decisions/025-age-rules.md), installed after hydration
// (app/after-hydration.ts loads this module then, so none of it weighs on the first page): once the
// session shows a registered member with an active membership, on a page where the check runs, and not
// dismissed in the last week, the API decides (GET /api/users/age-check: age at least 16, not bank-linked,
// VIP or campus, student status none, expired or in grace) and the prompt may open. Once per page load.
import { AGE_CHECK_SNOOZE_MS, ageCheckSkipsPath } from '@spc/domain/campus-access';
import { hasActiveMembership } from '@spc/domain/card-rules';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { getSessionQueryOptions, type Session } from '../../lib/session.ts';
import { readStoredJson, storeJson } from '../../lib/storage.ts';
import { getAgeCheck } from './api/get-age-check.ts';

const SNOOZE_KEY = 'spc.studentPromptSnoozedAt';

/** The page's path without its language prefix (/fr/deals → /deals). */
const pagePath = (pathname: string) => pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';

export function isSnoozed(now = Date.now()): boolean {
  const at = readStoredJson(SNOOZE_KEY);
  return typeof at === 'number' && now - at < AGE_CHECK_SNOOZE_MS;
}

export function snooze(now = Date.now()): void {
  storeJson(SNOOZE_KEY, now);
}

/** Whether the session and the page call for the check (the API has the last word). */
export function shouldCheck(session: Session | null | undefined, pathname: string): boolean {
  return (
    !!session?.registered &&
    hasActiveMembership(session.cards) &&
    !ageCheckSkipsPath(pagePath(pathname)) &&
    !isSnoozed()
  );
}

export function watchStudentStatus(queryClient: QueryClient): void {
  let done = false;
  const run = async (session: Session | null | undefined) => {
    if (done || !shouldCheck(session, window.location.pathname)) return;
    done = true;
    try {
      const answer = await getAgeCheck();
      if (!answer.prompt || !answer.reason) return;
      const { StudentStatusPrompt } = await import('./components/student-status-prompt.tsx');
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      root.render(
        createElement(StudentStatusPrompt, {
          reason: answer.reason,
          onClose: () => {
            snooze();
            root.unmount();
            host.remove();
          },
        }),
      );
    } catch {
      // The check is a nudge: a failure shows nothing (spec §4 "a prompt may appear").
    }
  };
  const key = getSessionQueryOptions().queryKey;
  const root: unknown = key[0];
  void run(queryClient.getQueryData<Session | null>(key));
  const stop = queryClient.getQueryCache().subscribe((event) => {
    const { queryKey } = event.query as { queryKey: readonly unknown[] };
    if (queryKey[0] !== root || event.type !== 'updated') return;
    void run(queryClient.getQueryData<Session | null>(key));
    if (done) stop();
  });
}
