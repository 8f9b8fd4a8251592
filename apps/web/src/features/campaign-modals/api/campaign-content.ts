// GET /api/users/ads-modal/all and /api/users/emailopt/all (spec §7): the ads and e-mail opt modals'
// content, read once per page visit. A failure shows no modal and is logged only (spec §8).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { reportLogged } from '../../../lib/report-error.ts';

/** Spec §8: the failure is logged only (the modal is simply not shown). */
function loggedOnly<T>(what: string, signal: AbortSignal | undefined) {
  return (error: unknown): Promise<T> => {
    if (!signal?.aborted) reportLogged(what, error);
    throw error;
  };
}

export const getAdsModal = (signal?: AbortSignal) =>
  // The answers' schemas load with the answers: evaluating them when the campaign root mounts made long
  // tasks after hydration (decisions 041 and 043).
  apiGet(
    '/users/ads-modal/all',
    import('@spc/domain/campaign-modals').then((m) => m.adsModalResponseSchema),
    { signal },
  ).catch(loggedOnly<never>('The ads modal failed to load', signal));
export const getEmailOpt = (signal?: AbortSignal) =>
  apiGet(
    '/users/emailopt/all',
    import('@spc/domain/campaign-modals').then((m) => m.emailOptResponseSchema),
    { signal },
  ).catch(loggedOnly<never>('The e-mail opt modal failed to load', signal));

export const adsModalQueryOptions = () =>
  queryOptions({
    queryKey: ['campaigns', 'ads'],
    queryFn: ({ signal }) => getAdsModal(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const emailOptQueryOptions = () =>
  queryOptions({
    queryKey: ['campaigns', 'emailopt'],
    queryFn: ({ signal }) => getEmailOpt(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
