// The contest pages' loaders and screens (issue 19 item 1; spec §2 "Bank tier, events and contests"),
// one lazy module for app/contest-routes.tsx's table (the screens are features/contests). A contest whose public flag is off and auto-login
// on (holiday-contest, bdaycontest, frost-2025-matchgame) sends a visitor to /login, remembering the
// page, and the sign-in brings them back (lib/session.ts storeRedirectTarget). /contest/{id} is numeric,
// else the 404 page; so is an unknown contest name.
import { CONTEST_NAMES, type ContestDetail } from '@spc/domain/contests';
import { useQuery } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureSession, storeRedirectTarget } from '../../../lib/session.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureOr404, notFound } from '../content/load.ts';
import { contestByIdQueryOptions, contestByNameQueryOptions } from '../../../features/contests/api.ts';
import { ContestScreen } from '../../../features/contests/components/contest-screen.tsx';
import { ContestRulesIndex, ContestRulesScreen } from '../../../features/contests/components/rules.tsx';
import { FrostActivationScreen } from '../../../features/contests/components/frost-activation.tsx';
import { ContestLoadProblem } from '../../../features/contests/components/load-problem.tsx';

export type ContestRouteKind =
  'rules-index' | 'rules' | 'by-id' | 'twelve-days' | 'holiday' | 'bday' | 'frost-game' | 'frost-activation';

const NAMED: Partial<Record<ContestRouteKind, string>> = {
  'twelve-days': CONTEST_NAMES.twelveDays,
  holiday: CONTEST_NAMES.holiday,
  bday: CONTEST_NAMES.bday,
  'frost-game': CONTEST_NAMES.frost,
  'frost-activation': CONTEST_NAMES.frost,
};

/** Only digits name a contest by number (spec §2 "/contest/{id} is numeric"). */
export const NUMERIC_ID = /^[1-9]\d{0,8}$/;

/** A visitor on a contest that is not public and logs in automatically goes to /login, and comes back. */
async function signInFirst(args: LoaderFunctionArgs, contest: ContestDetail | undefined) {
  if (!contest || contest.is_public || !contest.auto_login) return;
  const session = await ensureSession(args.context.get(queryClientContext));
  if (session) return;
  const url = new URL(args.request.url);
  storeRedirectTarget(`${url.pathname}${url.search}`);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  throw redirect(paths.login());
}

function contestLoader(kind: ContestRouteKind) {
  return async (args: LoaderFunctionArgs) => {
    const queryClient = args.context.get(queryClientContext);
    if (kind === 'by-id') {
      const id = args.params.id ?? '';
      if (!NUMERIC_ID.test(id)) notFound();
      const contest = await ensureOr404(() => queryClient.ensureQueryData(contestByIdQueryOptions(Number(id))));
      await signInFirst(args, contest);
      return { id: Number(id), name: null };
    }
    const name = kind === 'rules' ? (args.params.contestname ?? '') : NAMED[kind];
    if (!name) return { id: null, name: null };
    const contest = await ensureOr404(() => queryClient.ensureQueryData(contestByNameQueryOptions(name)));
    if (kind !== 'rules' && kind !== 'frost-activation') await signInFirst(args, contest);
    return { id: null, name };
  };
}

function ContestByLoader() {
  const { id, name } = useLoaderData<{ id: number | null; name: string | null }>();
  const byId = useQuery({ ...contestByIdQueryOptions(id ?? 0), enabled: id !== null });
  const byName = useQuery({ ...contestByNameQueryOptions(name ?? ''), enabled: name !== null });
  const contest = id !== null ? byId.data : byName.data;
  if (!contest) return <ContestLoadProblem failed={id !== null ? byId.isError : byName.isError} />;
  return <ContestScreen key={contest.id} contest={contest} />;
}

export function contestRoute(kind: ContestRouteKind) {
  const Component =
    kind === 'rules-index'
      ? ContestRulesIndex
      : kind === 'rules'
        ? ContestRulesScreen
        : kind === 'frost-activation'
          ? FrostActivationScreen
          : ContestByLoader;
  return { loader: contestLoader(kind), Component };
}
