// The contest pages' loaders and screens (issue 19 item 1; spec §2 "Bank tier, events and contests"),
// one lazy module for app/contest-routes.tsx's table (the screens are features/contests): the path tells
// the page apart; contest/* holds /contest, the rules and /contest/{id}. A contest whose public flag is off and auto-login
// on (holiday-contest, bdaycontest, frost-2025-matchgame) sends a visitor to /login, remembering the
// page, and the sign-in brings them back (lib/session.ts storeRedirectTarget). /contest/{id} is numeric,
// else the 404 page; so is an unknown contest name.
import { CONTEST_NAMES, type ContestDetail } from '@spc/domain/contests';
import { useQuery } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureSession, storeRedirectTarget } from '../../../lib/session.ts';
import { i18nContext, queryClientContext } from '../../../lib/query-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ensureOr404, notFound } from '../content/load.ts';
import { contestByIdQueryOptions, contestByNameQueryOptions } from '../../../features/contests/api.ts';
import { ContestScreen } from '../../../features/contests/components/contest-screen.tsx';
import { ContestRulesIndex, ContestRulesScreen } from '../../../features/contests/components/rules.tsx';
import { FrostActivationScreen } from '../../../features/contests/components/frost-activation.tsx';
import { ContestLoadProblem } from '../../../features/contests/components/load-problem.tsx';

export type ContestRouteKind =
  'rules-index' | 'rules' | 'by-id' | 'twelve-days' | 'holiday' | 'bday' | 'frost-game' | 'frost-activation';

/** The single-segment pages, by path (app/contest-routes.tsx). */
const PAGES: Record<string, ContestRouteKind> = {
  '12-days-giveaways-2024': 'twelve-days',
  'holiday-contest': 'holiday',
  bdaycontest: 'bday',
  'frost-2025-matchgame': 'frost-game',
  'frost-activation-2025': 'frost-activation',
};

const NAMED: Partial<Record<ContestRouteKind, string>> = {
  'twelve-days': CONTEST_NAMES.twelveDays,
  holiday: CONTEST_NAMES.holiday,
  bday: CONTEST_NAMES.bday,
  'frost-game': CONTEST_NAMES.frost,
  'frost-activation': CONTEST_NAMES.frost,
};

/** Only digits name a contest by number (spec §2 "/contest/{id} is numeric"). */
export const NUMERIC_ID = /^[1-9]\d{0,8}$/;

/** What a contest/* path is: /contest (the giveaway), the rules, one contest's rules, a contest by number. */
function splatKind(splat: string): { kind: ContestRouteKind | 'giveaway'; param: string } | null {
  const parts = splat.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'giveaway', param: '' };
  if (parts[0] === 'rules' && parts.length === 1) return { kind: 'rules-index', param: '' };
  if (parts[0] === 'rules' && parts.length === 2) return { kind: 'rules', param: decodeURIComponent(parts[1]!) };
  if (parts.length === 1 && NUMERIC_ID.test(parts[0]!)) return { kind: 'by-id', param: parts[0]! };
  return null;
}

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

export interface ContestLoaderData {
  kind: ContestRouteKind;
  id: number | null;
  name: string | null;
}

async function contestLoader(path: string, args: LoaderFunctionArgs): Promise<ContestLoaderData | Response> {
  await args.context.get(i18nContext)?.loadNamespaces(['content']);
  const queryClient = args.context.get(queryClientContext);
  let kind = PAGES[path];
  let param = '';
  if (!kind) {
    const found = splatKind(args.params['*'] ?? '');
    if (!found) notFound();
    if (found.kind === 'giveaway') {
      // Spec §2: "/contest redirects to the 12-days giveaway" (the query kept: a june-acq campaign survives).
      const url = new URL(args.request.url);
      return redirect(`/12-days-giveaways-2024${url.search}`);
    }
    kind = found.kind;
    param = found.param;
  }
  if (kind === 'rules-index') return { kind, id: null, name: null };
  if (kind === 'by-id') {
    const id = Number(param);
    const contest = await ensureOr404(() => queryClient.ensureQueryData(contestByIdQueryOptions(id)));
    await signInFirst(args, contest);
    return { kind, id, name: null };
  }
  const name = kind === 'rules' ? param : NAMED[kind]!;
  const contest = await ensureOr404(() => queryClient.ensureQueryData(contestByNameQueryOptions(name)));
  if (kind !== 'rules' && kind !== 'frost-activation') await signInFirst(args, contest);
  return { kind, id: null, name };
}

function ContestByLoader({ id, name }: { id: number | null; name: string | null }) {
  const byId = useQuery({ ...contestByIdQueryOptions(id ?? 0), enabled: id !== null });
  const byName = useQuery({ ...contestByNameQueryOptions(name ?? ''), enabled: name !== null });
  const contest = id !== null ? byId.data : byName.data;
  if (!contest) return <ContestLoadProblem failed={id !== null ? byId.isError : byName.isError} />;
  return <ContestScreen key={contest.id} contest={contest} />;
}

function ContestPage() {
  const data = useLoaderData<ContestLoaderData>();
  if (data.kind === 'rules-index') return <ContestRulesIndex />;
  if (data.kind === 'rules') return <ContestRulesScreen name={data.name!} />;
  if (data.kind === 'frost-activation') return <FrostActivationScreen />;
  return <ContestByLoader id={data.id} name={data.name} />;
}

/** The route module of a path of app/contest-routes.tsx. */
export function contestRoute(path: string) {
  return { loader: (args: LoaderFunctionArgs) => contestLoader(path, args), Component: ContestPage };
}
