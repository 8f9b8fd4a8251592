// Ads modals and e-mail opt modals (decision 027): their lists, and one form each for a new one or an
// edit — pictures by media key in both languages and for phones, the display rules (pages, audience,
// showings per period, the pause between them) — with enable/disable from the list.
import {
  staffAdInputSchema,
  staffAdListSchema,
  staffAdSchema,
  staffEmailOptInputSchema,
  staffEmailOptListSchema,
  staffEmailOptSchema,
  type StaffAd,
  type StaffEmailOpt,
} from '@spc/domain/staff-campaigns';
import { AD_DISPLAY_PAGES } from '@spc/domain/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useNavigate, useParams } from 'react-router';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';
import { Badge, EntityForm, List, buttonClass, primaryClass, useErrorText, useWords, type FieldSpec } from './ui.tsx';

const API = '/staff/campaigns';
const KEY = ['staff', 'campaigns'] as const;

const IMAGE_FIELDS: FieldSpec[] = [
  // Desktop pictures 8:5, phone pictures 8:11 (domain images.ts IMAGE_RATIOS).
  { name: 'image_en', kind: 'image', ratio: 'banner' },
  { name: 'image_fr', kind: 'image', ratio: 'banner' },
  { name: 'image_mobile_en', kind: 'image', ratio: 'tall' },
  { name: 'image_mobile_fr', kind: 'image', ratio: 'tall' },
];

const AD_FIELDS: FieldSpec[] = [
  { name: 'display_page', kind: 'select', options: AD_DISPLAY_PAGES },
  { name: 'is_spc_plus', kind: 'checkbox' },
  { name: 'display_count', kind: 'number' },
  { name: 'display_period', kind: 'number' },
  { name: 'display_cooldown_hours', kind: 'number' },
  { name: 'active', kind: 'checkbox' },
  { name: 'is_clickable', kind: 'checkbox', wide: true },
  { name: 'url_en', kind: 'text', nullable: true },
  { name: 'url_fr', kind: 'text', nullable: true },
  ...IMAGE_FIELDS,
];

const EMAIL_FIELDS: FieldSpec[] = [
  { name: 'title_en', kind: 'text' },
  { name: 'title_fr', kind: 'text' },
  { name: 'description_en', kind: 'textarea' },
  { name: 'description_fr', kind: 'textarea' },
  { name: 'text_en', kind: 'text' },
  { name: 'text_fr', kind: 'text' },
  ...IMAGE_FIELDS,
  { name: 'is_spc_plus', kind: 'checkbox' },
  { name: 'active', kind: 'checkbox' },
];

/** A toggle of a row's `active`, from its list. */
function ActiveButton({ path, active, label }: { path: string; active: boolean; label: string }) {
  const { say } = useWords();
  const client = useQueryClient();
  const errorText = useErrorText();
  const toggle = useMutation({
    mutationFn: () => apiPut(path, { active: !active }, { parse: (data) => data }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate()}
        aria-label={`${say(active ? 'actions.disable' : 'actions.enable')} ${label}`}
      >
        {say(active ? 'actions.disable' : 'actions.enable')}
      </button>
      {toggle.error ? (
        <span role="alert" className="ms-2 text-sm text-red-700">
          {errorText(toggle.error)}
        </span>
      ) : null}
    </>
  );
}

function NewLink({ to }: { to: string }) {
  const { say } = useWords();
  return (
    <Link to={to} className={primaryClass}>
      {say('actions.new')}
    </Link>
  );
}

// ---- Ads -----------------------------------------------------------------------------------------------

export function AdsPage() {
  const { say } = useWords();
  const columns: ColumnDef<StaffAd, unknown>[] = [
    { accessorKey: 'id', header: say('ads.fields.id') },
    {
      accessorKey: 'display_page',
      header: say('ads.fields.display_page'),
      cell: ({ row }) => say(`ads.options.display_page.${row.original.display_page}`),
    },
    {
      accessorKey: 'is_spc_plus',
      header: say('ads.columns.audience'),
      cell: ({ row }) => say(row.original.is_spc_plus ? 'audience.plus' : 'audience.everyone'),
    },
    {
      accessorKey: 'display_count',
      header: say('ads.columns.frequency'),
      cell: ({ row }) =>
        say('ads.frequency', {
          count: row.original.display_count,
          hours: row.original.display_period,
          pause: row.original.display_cooldown_hours,
        }),
    },
    {
      id: 'image_en',
      header: say('ads.fields.image_en'),
      enableSorting: false,
      cell: ({ row }) => <code className="text-xs">{row.original.image_en}</code>,
    },
    {
      accessorKey: 'active',
      header: say('columns.status'),
      cell: ({ row }) => (
        <Badge tone={row.original.active ? 'green' : 'grey'}>
          {say(row.original.active ? 'status.active' : 'status.disabled')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Link to={String(row.original.id)} className={buttonClass}>
            {say('actions.edit')}
          </Link>
          <ActiveButton
            path={`${API}/ads/${row.original.id}/active`}
            active={row.original.active}
            label={say('ads.one', { id: row.original.id })}
          />
        </div>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('ads.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('ads.intro')}</p>
      <List
        caption={say('ads.title')}
        queryKey={[...KEY, 'ads']}
        path={`${API}/ads`}
        schema={staffAdListSchema}
        columns={columns}
        defaultSort="id"
        actions={<NewLink to="new" />}
      />
    </section>
  );
}

export function AdForm() {
  const { id } = useParams();
  const { say } = useWords();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: [...KEY, 'ad', id],
    queryFn: ({ signal }) => apiGet(`${API}/ads/${id}`, staffAdSchema, { signal }),
    enabled: id !== undefined,
  });
  if (id !== undefined && !existing.data) return <Loading failed={existing.isError} />;
  return (
    <section className="flex flex-col gap-3">
      <Back to=".." />
      <h1 className="text-2xl font-bold">{id ? say('ads.editTitle', { id }) : say('ads.newTitle')}</h1>
      <p className="max-w-3xl text-slate-700">{say('ads.rulesNote')}</p>
      <EntityForm
        key={id ?? 'new'}
        prefix="ads"
        spec={AD_FIELDS}
        schema={staffAdInputSchema}
        initial={existing.data ?? { display_count: 1, display_period: 24, display_cooldown_hours: 4, active: true }}
        submitLabel={say(id ? 'actions.save' : 'actions.create')}
        onSubmit={async (body) => {
          const saved = id
            ? await apiPut(`${API}/ads/${id}`, body, staffAdSchema)
            : await apiPost(`${API}/ads`, body, staffAdSchema);
          await client.invalidateQueries({ queryKey: KEY });
          if (!id) void navigate(`../ads/${saved.id}`, { replace: true });
        }}
      />
    </section>
  );
}

// ---- E-mail opt modals -----------------------------------------------------------------------------------

export function EmailModalsPage() {
  const { say, language } = useWords();
  const columns: ColumnDef<StaffEmailOpt, unknown>[] = [
    { accessorKey: 'id', header: say('email.fields.id') },
    {
      accessorKey: language === 'fr' ? 'title_fr' : 'title_en',
      header: say('email.columns.title'),
    },
    {
      accessorKey: 'is_spc_plus',
      header: say('ads.columns.audience'),
      cell: ({ row }) => say(row.original.is_spc_plus ? 'audience.plus' : 'audience.everyone'),
    },
    {
      accessorKey: 'active',
      header: say('columns.status'),
      cell: ({ row }) => (
        <Badge tone={row.original.active ? 'green' : 'grey'}>
          {say(row.original.active ? 'status.active' : 'status.disabled')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Link to={String(row.original.id)} className={buttonClass}>
            {say('actions.edit')}
          </Link>
          <ActiveButton
            path={`${API}/email-modals/${row.original.id}/active`}
            active={row.original.active}
            label={language === 'fr' ? row.original.title_fr : row.original.title_en}
          />
        </div>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('email.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('email.intro')}</p>
      <List
        caption={say('email.title')}
        queryKey={[...KEY, 'email-modals']}
        path={`${API}/email-modals`}
        schema={staffEmailOptListSchema}
        columns={columns}
        defaultSort="id"
        actions={<NewLink to="new" />}
      />
    </section>
  );
}

export function EmailModalForm() {
  const { id } = useParams();
  const { say } = useWords();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: [...KEY, 'email-modal', id],
    queryFn: ({ signal }) => apiGet(`${API}/email-modals/${id}`, staffEmailOptSchema, { signal }),
    enabled: id !== undefined,
  });
  if (id !== undefined && !existing.data) return <Loading failed={existing.isError} />;
  return (
    <section className="flex flex-col gap-3">
      <Back to=".." />
      <h1 className="text-2xl font-bold">{id ? say('email.editTitle', { id }) : say('email.newTitle')}</h1>
      <EntityForm
        key={id ?? 'new'}
        prefix="email"
        spec={EMAIL_FIELDS}
        schema={staffEmailOptInputSchema}
        initial={existing.data ?? { active: true }}
        submitLabel={say(id ? 'actions.save' : 'actions.create')}
        onSubmit={async (body) => {
          const saved = id
            ? await apiPut(`${API}/email-modals/${id}`, body, staffEmailOptSchema)
            : await apiPost(`${API}/email-modals`, body, staffEmailOptSchema);
          await client.invalidateQueries({ queryKey: KEY });
          if (!id) void navigate(`../email-modals/${saved.id}`, { replace: true });
        }}
      />
    </section>
  );
}

// ---- Shared bits -----------------------------------------------------------------------------------------

export function Back({ to }: { to: string }) {
  const { say } = useWords();
  return (
    <Link to={to} relative="path" className="text-sm text-slate-700 underline">
      ← {say('actions.back')}
    </Link>
  );
}

export function Loading({ failed }: { failed: boolean }) {
  const { say } = useWords();
  return failed ? (
    <p role="alert" className="text-red-700">
      {say('errors.notFound')}
    </p>
  ) : (
    <p aria-busy="true" className="text-slate-600">
      {say('loading')}
    </p>
  );
}
