// /signup/activation/complete (spec §2): the end of an activation inside sign-up, reachable only from
// it (navigation state), else /deals; it ends with "Start shopping" → /deals.
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { readCompletionState } from '../../../features/activation/activation-state.ts';
import { ActivationCompletion } from '../../../features/activation/components/activation-completion.tsx';

export function SignupActivationCompleteRoute() {
  const state = readCompletionState(useLocation().state);
  if (!state) return <Navigate to={paths.deals()} replace />;
  return <ActivationCompletion state={state} flow="signup" />;
}
