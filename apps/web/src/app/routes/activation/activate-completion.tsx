// /activate/completion (spec §2): reachable only from a successful activation (navigation state), else
// /deals.
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { readCompletionState } from '../../../features/activation/activation-state.ts';
import { ActivationCompletion } from '../../../features/activation/components/activation-completion.tsx';

export function ActivateCompletionRoute() {
  const state = readCompletionState(useLocation().state);
  if (!state) return <Navigate to={paths.deals()} replace />;
  return <ActivationCompletion state={state} flow="activate" />;
}
