// Codes (decision 025 for campus pools): each campus's pool with what remains, codes generated or
// imported (a pasted list checked line by line, nothing imported unless every line is good, a dry run
// first), a code taken out of its pool; promo codes (one, or many generated), school codes and VIP codes
// (one, or many generated), each disabled by ending it now.
import {
  staffCampusCodeListSchema,
  staffCampusGenerateSchema,
  staffCampusImportSchema,
  staffCampusPoolListSchema,
  staffGenerateReportSchema,
  staffImportReportSchema,
  staffPromoGenerateSchema,
  staffPromoInputSchema,
  staffPromoListSchema,
  staffSchoolInputSchema,
  staffSchoolListSchema,
  staffVipGenerateSchema,
  staffVipInputSchema,
  staffVipListSchema,
  type StaffCampusCode,
  type StaffCampusPool,
  type StaffImportReport,
  type StaffPromo,
  type StaffSchool,
  type StaffVip,
} from '@spc/domain/staff-campaigns';
import { DISCOUNT_KINDS } from '@spc/domain/store-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { Back } from './modals.tsx';
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

const API = '/staff/campaigns';
const KEY = ['staff', 'campaigns'] as const;

/** A disclosure holding a form ("New promo code", "Generate codes"). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/** The codes a generation made, ready to copy. */
function Created({ codes }: { codes: string[] }) {
  const { say } = useWords();
  const id = useId();
  if (codes.length === 0) return null;
  return (
    <div className="mt-3 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {say('codes.created', { count: codes.length })}
      </label>
      <textarea
        id={id}
        readOnly
        rows={Math.min(8, codes.length)}
        className="max-w-md rounded border p-2 font-mono text-sm"
        value={codes.join('\n')}
      />
    </div>
  );
}

/** "Disable" on a row: ends the code now, after a confirmation. */
function DisableButton({ path, label, disabled }: { path: string; label: string; disabled?: boolean }) {
  const { say } = useWords();
  const client = useQueryClient();
  const errorText = useErrorText();
  const end = useMutation({
    mutationFn: () => apiPost(path, undefined, { parse: (data) => data }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={disabled || end.isPending}
        aria-label={`${say('actions.disable')} ${label}`}
        onClick={() => {
          if (window.confirm(say('codes.confirmDisable', { code: label }))) end.mutate();
        }}
      >
        {say('actions.disable')}
      </button>
      {end.error ? (
        <span role="alert" className="ms-2 text-sm text-red-700">
          {errorText(end.error)}
        </span>
      ) : null}
    </>
  );
}

/** A code's state from its end and its uses. */
function CodeState({ validUntil, used, max }: { validUntil: number | null; used?: number; max?: number | null }) {
  const { say } = useWords();
  const now = useNow();
  if (validUntil !== null && validUntil <= now) return <Badge tone="grey">{say('status.ended')}</Badge>;
  if (max != null && used !== undefined && used >= max) return <Badge tone="amber">{say('status.usedUp')}</Badge>;
  return <Badge tone="green">{say('status.active')}</Badge>;
}

const discountText = (say: ReturnType<typeof useWords>['say'], kind: string, value: number, locale: string) =>
  kind === 'percent'
    ? say('codes.percentOff', { value })
    : say('codes.amountOff', {
        value: new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(value / 100),
      });

// ---- Campus pools ------------------------------------------------------------------------------------------

export function CampusPoolsPage() {
  const { say, language } = useWords();
  const columns: ColumnDef<StaffCampusPool, unknown>[] = [
    {
      accessorKey: 'campus_name_en',
      header: say('campus.columns.campus'),
      cell: ({ row }) => (
        <Link to={String(row.original.campus_id)} className="font-medium underline">
          {language === 'fr' ? row.original.campus_name_fr : row.original.campus_name_en}
        </Link>
      ),
    },
    {
      accessorKey: 'school_name_en',
      header: say('campus.columns.school'),
      cell: ({ row }) => (language === 'fr' ? row.original.school_name_fr : row.original.school_name_en),
    },
    {
      accessorKey: 'remaining',
      header: say('campus.columns.remaining'),
      cell: ({ row }) =>
        row.original.remaining === 0 ? <Badge tone="amber">{say('campus.empty')}</Badge> : row.original.remaining,
    },
    { accessorKey: 'redeemed', header: say('campus.columns.redeemed') },
    { accessorKey: 'expired', header: say('campus.columns.expired'), enableSorting: false },
    { accessorKey: 'total', header: say('campus.columns.total') },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('campus.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('campus.intro')}</p>
      <List
        caption={say('campus.title')}
        queryKey={[...KEY, 'campus-pools']}
        path={`${API}/campus-pools`}
        schema={staffCampusPoolListSchema}
        columns={columns}
        defaultSort="school_name_en"
        getRowId={(row) => String(row.campus_id)}
      />
    </section>
  );
}

const CAMPUS_GENERATE_FIELDS: FieldSpec[] = [
  { name: 'prefix', kind: 'text' },
  { name: 'count', kind: 'number' },
  { name: 'valid_until', kind: 'datetime' },
];

export function CampusPoolPage() {
  const { id } = useParams();
  const { say, language } = useWords();
  const date = useDate();
  const client = useQueryClient();
  const [created, setCreated] = useState<string[]>([]);
  const [state, setState] = useState<'' | StaffCampusCode['state']>('');
  const stateId = useId();
  const pools = useQuery({
    queryKey: [...KEY, 'campus-pools', 'all'],
    queryFn: ({ signal }) =>
      apiGet(`${API}/campus-pools`, staffCampusPoolListSchema, { signal, query: { per_page: 200 } }),
  });
  const pool = pools.data?.rows.find((row) => String(row.campus_id) === id);
  const columns: ColumnDef<StaffCampusCode, unknown>[] = [
    { accessorKey: 'code', header: say('campus.columns.code'), cell: ({ row }) => <code>{row.original.code}</code> },
    {
      id: 'state',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <Badge
          tone={row.original.state === 'available' ? 'green' : row.original.state === 'redeemed' ? 'blue' : 'grey'}
        >
          {say(`campus.state.${row.original.state}`)}
        </Badge>
      ),
    },
    {
      accessorKey: 'redeemed_at',
      header: say('campus.columns.redeemedAt'),
      cell: ({ row }) => date(row.original.redeemed_at),
    },
    {
      accessorKey: 'valid_until',
      header: say('campus.columns.validUntil'),
      cell: ({ row }) => date(row.original.valid_until),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.state === 'available' ? (
          <DisableButton path={`${API}/campus-codes/${row.original.id}/disable`} label={row.original.code} />
        ) : null,
    },
  ];
  return (
    <section className="flex flex-col gap-4">
      <Back to=".." />
      <h1 className="text-2xl font-bold">
        {pool
          ? `${language === 'fr' ? pool.campus_name_fr : pool.campus_name_en} — ${
              language === 'fr' ? pool.school_name_fr : pool.school_name_en
            }`
          : say('campus.title')}
      </h1>
      {pool ? (
        <p className="text-slate-700">
          {say('campus.summary', { remaining: pool.remaining, redeemed: pool.redeemed, total: pool.total })}
        </p>
      ) : null}
      <Panel title={say('campus.generateTitle')}>
        <EntityForm
          prefix="campus"
          spec={CAMPUS_GENERATE_FIELDS}
          schema={staffCampusGenerateSchema}
          initial={{ count: 100 }}
          submitLabel={say('actions.generate')}
          onSubmit={async (body) => {
            const report = await apiPost(`${API}/campus-pools/${id}/generate`, body, staffGenerateReportSchema);
            setCreated(report.created);
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
        <Created codes={created} />
      </Panel>
      <Panel title={say('campus.importTitle')}>
        <ImportForm campusId={id!} />
      </Panel>
      <div className="flex items-end gap-3">
        <label htmlFor={stateId} className="flex flex-col text-sm font-medium">
          {say('campus.filter')}
          <select
            id={stateId}
            className="mt-1 rounded border border-slate-300 px-2 py-1"
            value={state}
            onChange={(event) => setState(event.target.value as typeof state)}
          >
            <option value="">{say('campus.state.all')}</option>
            {(['available', 'redeemed', 'expired'] as const).map((value) => (
              <option key={value} value={value}>
                {say(`campus.state.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <List
        caption={say('campus.codesCaption')}
        queryKey={[...KEY, 'campus-codes', id]}
        path={`${API}/campus-pools/${id}/codes`}
        schema={staffCampusCodeListSchema}
        columns={columns}
        defaultSort="id"
        extraQuery={{ state: state || undefined }}
      />
    </section>
  );
}

function ImportForm({ campusId }: { campusId: string }) {
  const { say } = useWords();
  const errorText = useErrorText();
  const client = useQueryClient();
  const codesId = useId();
  const untilId = useId();
  const [codes, setCodes] = useState('');
  const [until, setUntil] = useState('');
  const [report, setReport] = useState<StaffImportReport | null>(null);
  const send = useMutation({
    mutationFn: (dryRun: boolean) => {
      const body = { codes, valid_until: until ? new Date(until).toISOString() : null, dry_run: dryRun };
      staffCampusImportSchema.parse(body);
      return apiPost(`${API}/campus-pools/${campusId}/import`, body, staffImportReportSchema);
    },
    onSuccess: async (answer) => {
      setReport(answer);
      if (answer.imported > 0) {
        setCodes('');
        await client.invalidateQueries({ queryKey: KEY });
      }
    },
  });
  return (
    <form noValidate className="flex max-w-3xl flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={codesId} className="text-sm font-semibold">
        {say('campus.importCodes')}
      </label>
      <p className="text-sm text-slate-600">{say('campus.importHint')}</p>
      <textarea
        id={codesId}
        rows={8}
        className="rounded border border-slate-300 p-2 font-mono text-sm"
        value={codes}
        onChange={(event) => {
          setCodes(event.target.value);
          setReport(null);
        }}
      />
      <label htmlFor={untilId} className="flex max-w-xs flex-col text-sm font-semibold">
        {say('campus.fields.valid_until')}
        <input
          id={untilId}
          type="datetime-local"
          className="mt-1 rounded border border-slate-300 px-2 py-1 font-normal"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={send.isPending || !codes.trim()}
          onClick={() => send.mutate(true)}
        >
          {say('campus.check')}
        </button>
        <button
          type="button"
          className={primaryClass}
          disabled={send.isPending || !codes.trim()}
          onClick={() => send.mutate(false)}
        >
          {say('actions.import')}
        </button>
      </div>
      {send.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(send.error)}
        </p>
      ) : null}
      {report ? (
        <div role="status" className="text-sm">
          {report.problems.length === 0 ? (
            <p className="text-green-800">
              {report.dry_run ? say('campus.checkedOk') : say('campus.imported', { count: report.imported })}
            </p>
          ) : (
            <>
              <p className="font-semibold text-red-800">{say('campus.problems', { count: report.problems.length })}</p>
              <ul className="mt-1 list-disc ps-5">
                {report.problems.slice(0, 50).map((problem) => (
                  <li key={`${problem.line}-${problem.problem}`}>
                    {say('campus.problemLine', { line: problem.line, code: problem.code })} —{' '}
                    {say(`campus.problem.${problem.problem}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </form>
  );
}

// ---- Promo codes ------------------------------------------------------------------------------------------

const DISCOUNT_FIELDS: FieldSpec[] = [
  { name: 'kind', kind: 'select', options: DISCOUNT_KINDS },
  { name: 'value', kind: 'number' },
];

const PROMO_FIELDS: FieldSpec[] = [
  { name: 'code', kind: 'text' },
  ...DISCOUNT_FIELDS,
  { name: 'max_redemptions', kind: 'number', nullable: true },
  { name: 'valid_from', kind: 'datetime' },
  { name: 'valid_until', kind: 'datetime' },
];

const PROMO_GENERATE_FIELDS: FieldSpec[] = [
  { name: 'prefix', kind: 'text' },
  { name: 'count', kind: 'number' },
  ...DISCOUNT_FIELDS,
  { name: 'max_redemptions', kind: 'number', nullable: true },
  { name: 'valid_from', kind: 'datetime' },
  { name: 'valid_until', kind: 'datetime' },
];

export function PromoCodesPage() {
  const { say, locale } = useWords();
  const now = useNow();
  const date = useDate({ time: false });
  const client = useQueryClient();
  const [created, setCreated] = useState<string[]>([]);
  const columns: ColumnDef<StaffPromo, unknown>[] = [
    { accessorKey: 'code', header: say('codes.fields.code'), cell: ({ row }) => <code>{row.original.code}</code> },
    {
      accessorKey: 'value',
      header: say('codes.columns.discount'),
      cell: ({ row }) => discountText(say, row.original.kind, row.original.value, locale),
    },
    {
      accessorKey: 'redemptions',
      header: say('codes.columns.uses'),
      cell: ({ row }) =>
        row.original.max_redemptions === null
          ? say('codes.usesUnlimited', { used: row.original.redemptions })
          : say('codes.usesOf', { used: row.original.redemptions, max: row.original.max_redemptions }),
    },
    {
      accessorKey: 'valid_from',
      header: say('codes.columns.validFrom'),
      cell: ({ row }) => date(row.original.valid_from),
    },
    {
      accessorKey: 'valid_until',
      header: say('codes.columns.validUntil'),
      cell: ({ row }) => date(row.original.valid_until),
    },
    {
      id: 'state',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <CodeState
          validUntil={row.original.valid_until}
          used={row.original.redemptions}
          max={row.original.max_redemptions}
        />
      ),
    },
    {
      accessorKey: 'created_at',
      header: say('codes.columns.created'),
      cell: ({ row }) => date(row.original.created_at),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <DisableButton
          path={`${API}/promo-codes/${row.original.code}/disable`}
          label={row.original.code}
          disabled={row.original.valid_until !== null && row.original.valid_until <= now}
        />
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('promo.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('promo.intro')}</p>
      <Panel title={say('promo.newTitle')}>
        <EntityForm
          prefix="codes"
          spec={PROMO_FIELDS}
          schema={staffPromoInputSchema}
          initial={{ kind: 'percent' }}
          submitLabel={say('actions.create')}
          onSubmit={async (body) => {
            await apiPost(`${API}/promo-codes`, body, { parse: (data) => data });
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      </Panel>
      <Panel title={say('promo.generateTitle')}>
        <EntityForm
          prefix="codes"
          spec={PROMO_GENERATE_FIELDS}
          schema={staffPromoGenerateSchema}
          initial={{ kind: 'percent', count: 50, max_redemptions: 1 }}
          submitLabel={say('actions.generate')}
          onSubmit={async (body) => {
            const report = await apiPost(`${API}/promo-codes/generate`, body, staffGenerateReportSchema);
            setCreated(report.created);
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
        <Created codes={created} />
      </Panel>
      <List
        caption={say('promo.title')}
        queryKey={[...KEY, 'promo-codes']}
        path={`${API}/promo-codes`}
        schema={staffPromoListSchema}
        columns={columns}
        defaultSort="-created_at"
        initiallyHidden={['valid_from', 'created_at']}
        getRowId={(row) => row.code}
      />
    </section>
  );
}

// ---- School codes -----------------------------------------------------------------------------------------

const SCHOOL_FIELDS: FieldSpec[] = [
  { name: 'code', kind: 'text' },
  { name: 'school_name', kind: 'text' },
  ...DISCOUNT_FIELDS,
  { name: 'max_redemptions', kind: 'number', nullable: true },
  { name: 'valid_until', kind: 'datetime' },
];

export function SchoolCodesPage() {
  const { say, locale } = useWords();
  const now = useNow();
  const date = useDate({ time: false });
  const client = useQueryClient();
  const columns: ColumnDef<StaffSchool, unknown>[] = [
    { accessorKey: 'code', header: say('codes.fields.code'), cell: ({ row }) => <code>{row.original.code}</code> },
    { accessorKey: 'school_name', header: say('codes.fields.school_name') },
    {
      accessorKey: 'value',
      header: say('codes.columns.discount'),
      cell: ({ row }) => discountText(say, row.original.kind, row.original.value, locale),
    },
    {
      accessorKey: 'redemptions',
      header: say('codes.columns.uses'),
      cell: ({ row }) =>
        row.original.max_redemptions === null
          ? say('codes.usesUnlimited', { used: row.original.redemptions })
          : say('codes.usesOf', { used: row.original.redemptions, max: row.original.max_redemptions }),
    },
    {
      accessorKey: 'valid_until',
      header: say('codes.columns.validUntil'),
      cell: ({ row }) => date(row.original.valid_until),
    },
    {
      id: 'state',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <CodeState
          validUntil={row.original.valid_until}
          used={row.original.redemptions}
          max={row.original.max_redemptions}
        />
      ),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <DisableButton
          path={`${API}/school-codes/${row.original.code}/disable`}
          label={row.original.code}
          disabled={row.original.valid_until !== null && row.original.valid_until <= now}
        />
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('school.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('school.intro')}</p>
      <Panel title={say('school.newTitle')}>
        <EntityForm
          prefix="codes"
          spec={SCHOOL_FIELDS}
          schema={staffSchoolInputSchema}
          initial={{ kind: 'amount' }}
          submitLabel={say('actions.create')}
          onSubmit={async (body) => {
            await apiPost(`${API}/school-codes`, body, { parse: (data) => data });
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      </Panel>
      <List
        caption={say('school.title')}
        queryKey={[...KEY, 'school-codes']}
        path={`${API}/school-codes`}
        schema={staffSchoolListSchema}
        columns={columns}
        defaultSort="-created_at"
        getRowId={(row) => row.code}
      />
    </section>
  );
}

// ---- VIP codes --------------------------------------------------------------------------------------------

const VIP_FIELDS: FieldSpec[] = [
  { name: 'code', kind: 'text' },
  { name: 'max_redemptions', kind: 'number', nullable: true },
  { name: 'valid_until', kind: 'datetime' },
];

const VIP_GENERATE_FIELDS: FieldSpec[] = [
  { name: 'prefix', kind: 'text' },
  { name: 'count', kind: 'number' },
  { name: 'max_redemptions', kind: 'number', nullable: true },
  { name: 'valid_until', kind: 'datetime' },
];

export function VipCodesPage() {
  const { say } = useWords();
  const now = useNow();
  const date = useDate({ time: false });
  const client = useQueryClient();
  const [created, setCreated] = useState<string[]>([]);
  const columns: ColumnDef<StaffVip, unknown>[] = [
    { accessorKey: 'code', header: say('codes.fields.code'), cell: ({ row }) => <code>{row.original.code}</code> },
    {
      accessorKey: 'redemptions',
      header: say('codes.columns.uses'),
      cell: ({ row }) =>
        row.original.max_redemptions === null
          ? say('codes.usesUnlimited', { used: row.original.redemptions })
          : say('codes.usesOf', { used: row.original.redemptions, max: row.original.max_redemptions }),
    },
    {
      accessorKey: 'valid_until',
      header: say('codes.columns.validUntil'),
      cell: ({ row }) => date(row.original.valid_until),
    },
    {
      id: 'state',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <CodeState
          validUntil={row.original.valid_until}
          used={row.original.redemptions}
          max={row.original.max_redemptions}
        />
      ),
    },
    {
      accessorKey: 'created_at',
      header: say('codes.columns.created'),
      cell: ({ row }) => date(row.original.created_at),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <DisableButton
          path={`${API}/vip-codes/${row.original.code}/disable`}
          label={row.original.code}
          disabled={row.original.valid_until !== null && row.original.valid_until <= now}
        />
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('vip.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('vip.intro')}</p>
      <Panel title={say('vip.newTitle')}>
        <EntityForm
          prefix="codes"
          spec={VIP_FIELDS}
          schema={staffVipInputSchema}
          submitLabel={say('actions.create')}
          onSubmit={async (body) => {
            await apiPost(`${API}/vip-codes`, body, { parse: (data) => data });
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      </Panel>
      <Panel title={say('vip.generateTitle')}>
        <EntityForm
          prefix="codes"
          spec={VIP_GENERATE_FIELDS}
          schema={staffVipGenerateSchema}
          initial={{ count: 25, max_redemptions: 1 }}
          submitLabel={say('actions.generate')}
          onSubmit={async (body) => {
            const report = await apiPost(`${API}/vip-codes/generate`, body, staffGenerateReportSchema);
            setCreated(report.created);
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
        <Created codes={created} />
      </Panel>
      <List
        caption={say('vip.title')}
        queryKey={[...KEY, 'vip-codes']}
        path={`${API}/vip-codes`}
        schema={staffVipListSchema}
        columns={columns}
        defaultSort="-created_at"
        initiallyHidden={['created_at']}
        getRowId={(row) => row.code}
      />
    </section>
  );
}
