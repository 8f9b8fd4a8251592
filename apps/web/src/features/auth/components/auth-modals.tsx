// The app-wide modals of sign-in, mounted once in the root layout: the login prompt (opened by the
// guard) and the rate-limited modal (opened by any 429, through the API client). Both are lazy modules,
// loaded the first time they open, and stay mounted afterwards so closing returns the focus.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onRateLimited } from '../../../lib/api-client.ts';
import { closeLoginPrompt, openLoginPrompt, useLoginPromptOpen } from '../login-prompt-store.ts';

const LoginPromptModal = lazy(async () => ({ default: (await import('./login-prompt-modal.tsx')).LoginPromptModal }));
const RateLimitedModal = lazy(async () => ({ default: (await import('./rate-limited-modal.tsx')).RateLimitedModal }));

/** Whether a lazy modal has opened once (then it stays mounted). */
function useMountedOnce(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted;
}

export function AuthModals() {
  const promptOpen = useLoginPromptOpen();
  const [rateLimited, setRateLimited] = useState(false);
  const promptMounted = useMountedOnce(promptOpen);
  const rateLimitedMounted = useMountedOnce(rateLimited);

  useEffect(() => onRateLimited(() => setRateLimited(true)), []);
  // The prompt's state outlives a page in tests and hot reloads: a new app starts with it closed.
  useEffect(() => () => closeLoginPrompt(), []);

  return (
    <Suspense fallback={null}>
      {promptMounted ? (
        <LoginPromptModal open={promptOpen} onOpenChange={(open) => (open ? openLoginPrompt() : closeLoginPrompt())} />
      ) : null}
      {rateLimitedMounted ? <RateLimitedModal open={rateLimited} onOpenChange={setRateLimited} /> : null}
    </Suspense>
  );
}
