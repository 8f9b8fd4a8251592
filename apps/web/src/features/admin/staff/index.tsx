// Staff accounts (issue 20 item 1; permission staff.manage, admins): the list (search, role filter,
// sorting, paging, column choice), adding someone by e-mail, changing a role, removing the staff role,
// resetting two-step sign-in after a lost phone, and a new set-password link. Every change goes through
// /api/staff/members, which records it in the audit trail and keeps at least one administrator.
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffRole } from '@spc/domain/staff';
import {
  addStaffBodySchema,
  addStaffResponseSchema,
  staffListResponseSchema,
  staffMemberSchema,
  type AddStaffBody,
  type StaffMember,
} from '@spc/domain/staff-identity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRoutes, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import { apiDelete, apiGet, apiPost, apiPut, ApiError, ignoredResponse } from '../../../lib/api-client.ts';
import { staffMeQuery } from '../api/staff-me.ts';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';

const LIST_KEY = ['staff', 'members'] as const;

export default function StaffSection() {
  return useRoutes([{ index: true, element: <StaffPage /> }]);
}

function useTableQuery(): [
  TableQuery & { role?: StaffRole | undefined },
  (query: TableQuery & { role?: string }) => void,
] {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  const query = {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: Math.min(200, Math.max(1, Number(params.get('per_page')) || 25)),
    role: (STAFF_ROLES as readonly string[]).includes(role ?? '') ? (role as StaffRole) : undefined,
  };
  const set = (next: TableQuery & { role?: string }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.sort) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    if (next.perPage !== 25) search.set('per_page', String(next.perPage));
    if (next.role) search.set('role', next.role);
    setParams(search, { replace: true });
  };
  return [query, set];
}

const KNOWN_ERRORS = ['ALREADY_STAFF', 'LAST_ADMIN', 'STAFF_NOT_FOUND'] as const;

/** The error's key in the `admin-staff` catalogue. */
function errorKey(error: unknown): `errors.${(typeof KNOWN_ERRORS)[number] | 'failed'}` {
  const code = error instanceof ApiError ? error.code : '';
  const known = KNOWN_ERRORS.find((name) => name === code);
  return known ? `errors.${known}` : 'errors.failed';
}

function StaffPage() {
  const { t } = useTranslation('admin-staff');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [query, setQuery] = useTableQuery();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const me = useQuery(staffMeQuery());
  const list = useQuery({
    queryKey: [...LIST_KEY, query],
    queryFn: ({ signal }) =>
      apiGet('/staff/members', staffListResponseSchema, {
        signal,
        query: { q: query.q, sort: query.sort, page: query.page, per_page: query.perPage, role: query.role },
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const roleName = (role: StaffRole) => tAdmin(`roles.${role}`);

  const act = useMutation({
    mutationFn: async (action: {
      kind: 'role' | 'remove' | 'reset' | 'resend';
      member: StaffMember;
      role?: StaffRole;
    }) => {
      const path = `/staff/members/${encodeURIComponent(action.member.user_id)}`;
      if (action.kind === 'role') await apiPut(`${path}/role`, { role: action.role }, staffMemberSchema);
      else if (action.kind === 'remove') await apiDelete(path, ignoredResponse);
      else if (action.kind === 'reset') await apiDelete(`${path}/two-factor`, staffMemberSchema);
      else await apiPost(`${path}/invitation`, {}, staffMemberSchema);
      return action;
    },
    onSuccess: (action) => {
      const email = action.member.email;
      const text =
        action.kind === 'role'
          ? t('actions.changed', { email, role: roleName(action.role!) })
          : action.kind === 'remove'
            ? t('actions.removed', { email })
            : action.kind === 'reset'
              ? t('actions.reset', { email })
              : t('actions.resent', { email });
      setNotice({ tone: 'success', text });
      void refresh();
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: t(errorKey(error)) });
      void refresh();
    },
  });

  const columns = useMemo<ColumnDef<StaffMember, unknown>[]>(
    () => [
      { id: 'email', header: t('columns.email'), accessorKey: 'email' },
      { id: 'name', header: t('columns.name'), accessorKey: 'name' },
      {
        id: 'role',
        header: t('columns.role'),
        cell: ({ row }) => (
          <label className="flex items-center gap-2">
            <span className="sr-only">{t('actions.changeRole', { email: row.original.email })}</span>
            <select
              value={row.original.role}
              disabled={act.isPending}
              className="rounded border border-slate-300 px-2 py-1"
              onChange={(event) =>
                act.mutate({ kind: 'role', member: row.original, role: event.target.value as StaffRole })
              }
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </label>
        ),
      },
      {
        id: 'two_factor',
        header: t('columns.twoFactor'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.has_password
            ? t(row.original.two_factor_enabled ? 'twoFactor.on' : 'twoFactor.off')
            : t('noPassword'),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const member = row.original;
          const self = member.user_id === me.data?.user_id;
          return (
            <div className="flex flex-wrap gap-2">
              {self ? <span className="text-slate-600">{t('actions.you')}</span> : null}
              {!member.has_password ? (
                <Button size="sm" variant="secondary" onClick={() => act.mutate({ kind: 'resend', member })}>
                  {t('actions.resend')}
                </Button>
              ) : null}
              {member.two_factor_enabled ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    if (window.confirm(t('actions.resetConfirm', { email: member.email })))
                      act.mutate({ kind: 'reset', member });
                  }}
                >
                  {t('actions.resetTwoFactor')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  if (window.confirm(t('actions.removeConfirm', { email: member.email })))
                    act.mutate({ kind: 'remove', member });
                }}
              >
                {t('actions.remove')}
              </Button>
            </div>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes every render
    [t, tAdmin, me.data?.user_id, act.isPending],
  );

  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <div aria-live="polite">{notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}</div>
      <AddStaffForm
        onAdded={(text) => {
          setNotice({ tone: 'success', text });
          void refresh();
        }}
      />
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.staff}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={(next) => setQuery({ ...next, role: query.role })}
        isLoading={list.isPending}
        error={list.error ? t('errors.failed') : undefined}
        initiallyHidden={['created_at']}
        getRowId={(row) => row.user_id}
        actions={
          <label className="flex flex-col text-sm font-medium">
            {t('roleFilter')}
            <select
              className="mt-1 rounded border border-slate-300 px-2 py-1"
              value={query.role ?? ''}
              onChange={(event) => setQuery({ ...query, page: 1, role: event.target.value || undefined })}
            >
              <option value="">{t('allRoles')}</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </section>
  );
}

function AddStaffForm({ onAdded }: { onAdded: (text: string) => void }) {
  const { t } = useTranslation('admin-staff');
  const { t: tAdmin } = useTranslation('admin');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddStaffBody>({
    ...submitValidation,
    resolver: zodResolver(addStaffBodySchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const add = useMutation({
    mutationFn: (body: AddStaffBody) => apiPost('/staff/members', body, addStaffResponseSchema),
    onSuccess: (added) => {
      setFailure(null);
      form.reset({ email: '', role: added.member.role });
      onAdded(
        added.invited
          ? t('add.invited', { email: added.member.email })
          : t('add.promoted', { email: added.member.email, role: tAdmin(`roles.${added.member.role}`) }),
      );
    },
    onError: (error) => setFailure(t(errorKey(error))),
  });
  const emailError = form.formState.errors.email ? t('add.emailInvalid') : null;
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      aria-labelledby="add-staff-title"
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => add.mutate(body))(event)}
    >
      <h2 id="add-staff-title" className="text-lg font-semibold">
        {t('add.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('add.hint')}</p>
      {failure ? (
        <div role="alert">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            id="add-staff-email"
            label={t('add.email')}
            type="email"
            autoComplete="off"
            error={emailError}
            {...form.register('email')}
          />
        </div>
        <div className="min-w-64">
          <SelectField
            id="add-staff-role"
            label={t('add.role')}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            {...form.register('role')}
          />
        </div>
        <Button type="submit" variant="primary" disabled={add.isPending} aria-busy={add.isPending}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
