// Contests (decision 026): the list with entry counts, the settings and rules in both languages, who may
// enter (membership, minimum age, provinces), the dates — and the winner draw: the contests module's
// recorded draw (a fresh seed, every entry a ticket), shown with its seed and entrant-list hash so anyone
// can re-run it, once per contest per day.
import { CONTEST_KINDS } from '@spc/domain/contests';
import {
  staffContestInputSchema,
  staffContestListSchema,
  staffContestSchema,
  staffDrawBodySchema,
  staffDrawListSchema,
  staffDrawSchema,
  staffDrawVerifySchema,
  type StaffContest,
  type StaffDraw,
  type StaffDrawVerify,
} from '@spc/domain/staff-campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';
import { Back, Loading } from './modals.tsx';
import {
  Badge,
  EntityForm,
  List,
  buttonClass,
  primaryClass,
  useDate,
  useErrorText,
  useNow,
  useWords,
  type FieldSpec,
} from './ui.tsx';

const API = '/staff/campaigns/contests';
const KEY = ['staff', 'campaigns'] as const;

const CONTEST_FIELDS: FieldSpec[] = [
  { name: 'url_name', kind: 'text' },
  { name: 'kind', kind: 'select', options: CONTEST_KINDS },
  { name: 'title_en', kind: 'text' },
  { name: 'title_fr', kind: 'text' },
  { name: 'description_en', kind: 'textarea' },
  { name: 'description_fr', kind: 'textarea' },
  { name: 'start_date', kind: 'datetime' },
  { name: 'end_date', kind: 'datetime' },
  { name: 'is_public', kind: 'checkbox' },
  { name: 'auto_login', kind: 'checkbox' },
  { name: 'requires_membership', kind: 'checkbox' },
  { name: 'min_age', kind: 'number', nullable: true },
  { name: 'provinces', kind: 'provinces' },
  { name: 'rule_en', kind: 'textarea' },
  { name: 'rule_fr', kind: 'textarea' },
];

export function ContestsPage() {
  const { say, language } = useWords();
  const date = useDate();
  const now = useNow();
  const columns: ColumnDef<StaffContest, unknown>[] = [
    { accessorKey: 'id', header: say('contests.fields.id') },
    {
      accessorKey: 'title_en',
      header: say('contests.columns.title'),
      cell: ({ row }) => (
        <Link to={String(row.original.id)} className="font-medium underline">
          {language === 'fr' ? row.original.title_fr : row.original.title_en}
        </Link>
      ),
    },
    {
      accessorKey: 'kind',
      header: say('contests.fields.kind'),
      cell: ({ row }) => say(`contests.options.kind.${row.original.kind}`),
    },
    {
      accessorKey: 'start_date',
      header: say('contests.fields.start_date'),
      cell: ({ row }) => date(row.original.start_date),
    },
    {
      accessorKey: 'end_date',
      header: say('contests.fields.end_date'),
      cell: ({ row }) => date(row.original.end_date),
    },
    {
      id: 'state',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.end_date < now ? (
          <Badge tone="grey">{say('contests.state.over')}</Badge>
        ) : row.original.start_date > now ? (
          <Badge tone="blue">{say('contests.state.coming')}</Badge>
        ) : (
          <Badge tone="green">{say('contests.state.running')}</Badge>
        ),
    },
    {
      accessorKey: 'entries_count',
      header: say('contests.columns.entries'),
      cell: ({ row }) =>
        say('contests.entries', { count: row.original.entries_count, people: row.original.entrants_count }),
    },
    { accessorKey: 'draws_count', header: say('contests.columns.draws'), enableSorting: false },
    { accessorKey: 'url_name', header: say('contests.fields.url_name') },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('contests.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('contests.intro')}</p>
      <List
        caption={say('contests.title')}
        queryKey={[...KEY, 'contests']}
        path={API}
        schema={staffContestListSchema}
        columns={columns}
        defaultSort="-end_date"
        initiallyHidden={['url_name']}
        actions={
          <Link to="new" className={primaryClass}>
            {say('actions.new')}
          </Link>
        }
      />
    </section>
  );
}

export function ContestEditPage() {
  const { id } = useParams();
  const { say, language } = useWords();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: [...KEY, 'contest', id],
    queryFn: ({ signal }) => apiGet(`${API}/${id}`, staffContestSchema, { signal }),
    enabled: id !== undefined,
  });
  if (id !== undefined && !existing.data) return <Loading failed={existing.isError} />;
  const contest = existing.data;
  return (
    <section className="flex flex-col gap-4">
      <Back to=".." />
      <h1 className="text-2xl font-bold">
        {contest ? (language === 'fr' ? contest.title_fr : contest.title_en) : say('contests.newTitle')}
      </h1>
      {contest ? (
        <p className="text-slate-700">
          {say('contests.entries', { count: contest.entries_count, people: contest.entrants_count })}
        </p>
      ) : null}
      <EntityForm
        key={id ?? 'new'}
        prefix="contests"
        spec={CONTEST_FIELDS}
        schema={staffContestInputSchema}
        initial={contest ?? { kind: 'entry', is_public: true, requires_membership: true, min_age: 16 }}
        submitLabel={say(id ? 'actions.save' : 'actions.create')}
        onSubmit={async (body) => {
          const saved = id
            ? await apiPut(`${API}/${id}`, body, staffContestSchema)
            : await apiPost(API, body, staffContestSchema);
          await client.invalidateQueries({ queryKey: KEY });
          if (!id) void navigate(`../contests/${saved.id}`, { replace: true });
        }}
      />
      {contest ? <DrawPanel contest={contest} /> : null}
    </section>
  );
}

function DrawPanel({ contest }: { contest: StaffContest }) {
  const { say } = useWords();
  const errorText = useErrorText();
  const client = useQueryClient();
  const inputId = useId();
  const [winners, setWinners] = useState('1');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const draws = useQuery({
    queryKey: [...KEY, 'contest', String(contest.id), 'draws'],
    queryFn: ({ signal }) => apiGet(`${API}/${contest.id}/draws`, staffDrawListSchema, { signal }),
  });
  const draw = useMutation({
    mutationFn: (count: number) => apiPost(`${API}/${contest.id}/draws`, { winners: count }, staffDrawSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex max-w-4xl flex-col gap-3 rounded border border-slate-200 p-4"
    >
      <h2 id={`${inputId}-title`} className="text-xl font-bold">
        {say('draw.title')}
      </h2>
      <p className="text-slate-700">{say('draw.intro')}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = staffDrawBodySchema.safeParse({ winners: Number(winners) });
          if (!parsed.success) {
            setFieldError(say('errors.fields.winners'));
            return;
          }
          setFieldError(null);
          if (!window.confirm(say('draw.confirm', { count: parsed.data.winners }))) return;
          draw.mutate(parsed.data.winners);
        }}
      >
        <TextField
          id={inputId}
          label={say('draw.winners')}
          type="number"
          inputMode="numeric"
          min={1}
          value={winners}
          onValueChange={setWinners}
          error={fieldError}
          inputClassName="w-28"
        />
        <button type="submit" className={primaryClass} disabled={draw.isPending || contest.entries_count === 0}>
          {say('draw.button')}
        </button>
      </form>
      {contest.entries_count === 0 ? <p className="text-sm text-slate-600">{say('draw.noEntries')}</p> : null}
      {draw.error ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {errorText(draw.error)}
        </p>
      ) : null}
      {draw.data ? (
        <p role="status" className="rounded border border-green-200 bg-green-50 p-2 text-sm text-green-900">
          {say('draw.done', { count: draw.data.winners.length })}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">{say('draw.recorded')}</h3>
      {draws.data?.draws.length === 0 ? <p className="text-slate-600">{say('draw.none')}</p> : null}
      <ol className="flex flex-col gap-3">
        {draws.data?.draws.map((item) => (
          <DrawRecord key={item.id} contestId={contest.id} draw={item} />
        ))}
      </ol>
    </section>
  );
}

function DrawRecord({ contestId, draw }: { contestId: number; draw: StaffDraw }) {
  const { say } = useWords();
  const date = useDate();
  const errorText = useErrorText();
  const verify = useMutation({
    mutationFn: () => apiGet(`${API}/${contestId}/draws/${draw.id}/verify`, staffDrawVerifySchema),
  });
  return (
    <li className="rounded border border-slate-200 p-3 text-sm">
      <p className="font-semibold">{say('draw.record', { id: draw.id, at: date(draw.drawn_at), by: draw.drawn_by })}</p>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">{say('draw.seed')}</dt>
        <dd>
          <code className="break-all">{draw.seed}</code>
        </dd>
        <dt className="text-slate-600">{say('draw.entrantsHash')}</dt>
        <dd>
          <code className="break-all">{draw.entrants_hash}</code>
        </dd>
        <dt className="text-slate-600">{say('draw.tickets')}</dt>
        <dd>{say('draw.ticketsValue', { count: draw.entrant_count, winners: draw.winner_count })}</dd>
        <dt className="text-slate-600">{say('draw.winnersList')}</dt>
        <dd>
          <ol className="list-decimal ps-5">
            {draw.winners.map((winner) => (
              <li key={winner.user_id}>
                {winner.email ?? say('draw.deletedAccount')}{' '}
                <span className="text-xs text-slate-500">({winner.user_id})</span>
              </li>
            ))}
          </ol>
        </dd>
      </dl>
      <p className="mt-2 text-slate-600">{say('draw.cli', { id: draw.id })}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass} disabled={verify.isPending} onClick={() => verify.mutate()}>
          {say('draw.verify')}
        </button>
        {verify.data ? <VerifyResult result={verify.data} /> : null}
        {verify.error ? (
          <span role="alert" className="text-red-700">
            {errorText(verify.error)}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function VerifyResult({ result }: { result: StaffDrawVerify }) {
  const { say } = useWords();
  return (
    <span role="status" className={result.reproduced ? 'text-green-800' : 'text-amber-800'}>
      {result.reproduced
        ? say('draw.reproduced')
        : result.same_entrants
          ? say('draw.different')
          : say('draw.entrantsChanged')}
    </span>
  );
}
