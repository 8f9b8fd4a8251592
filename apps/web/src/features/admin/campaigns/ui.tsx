// The campaigns area's building blocks (issue 20 item 3): its words (`admin-campaigns`), a list bound to
// the URL's search params over the console's data table, and one form for every entity of the area —
// react-hook-form with a zod resolver over the domain's schema, fields described once (text, long text,
// number, yes/no, choice, date and time, provinces), the server's refusals put back on their field.
import { zodResolver } from '@hookform/resolvers/zod';
import { PROVINCES } from '@spc/domain/provinces';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState, type ReactNode } from 'react';
import type { ImageRatio } from '@spc/domain/images';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, apiGet, type ResponseSchema } from '../../../lib/api-client.ts';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import { ImagePicker } from '../ui/image-picker.tsx';

export const NS = 'admin-campaigns';

/** The area's translator with keys built at run time (section names, field names, error codes). */
export function useWords() {
  const { t, i18n } = useTranslation(NS);
  const say = (key: string, options?: Record<string, unknown>): string =>
    t(key as never, options as never) as unknown as string;
  const locale = i18n.language === 'fr' ? 'fr-CA' : 'en-CA';
  return { say, language: i18n.language === 'fr' ? 'fr' : 'en', locale };
}

/** The time the page was opened (a component stays pure: no clock read while rendering). */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}

/** Epoch ms in the reader's words ("26 nov. 2026, 09 h 15"), or a dash. */
export function useDate({ time = true }: { time?: boolean } = {}) {
  const { locale } = useWords();
  const format = new Intl.DateTimeFormat(
    locale,
    time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  );
  return (ms: number | null | undefined) => (ms ? format.format(ms) : '—');
}

/** What an API refusal says, in the reader's language when the area knows its code. */
export function useErrorText() {
  const { say } = useWords();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const known = say(`errors.codes.${error.code}`, { defaultValue: '' });
      return known || say('errors.generic');
    }
    return say('errors.generic');
  };
}

export const buttonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50';
export const primaryClass =
  'rounded bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50';

export function Badge({ tone, children }: { tone: 'green' | 'grey' | 'amber' | 'blue'; children: ReactNode }) {
  const tones = {
    green: 'bg-green-100 text-green-900',
    grey: 'bg-slate-100 text-slate-700',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-sky-100 text-sky-900',
  };
  return <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

// ---- Lists -------------------------------------------------------------------------------------------

export interface ListAnswer<Row> {
  rows: Row[];
  total: number;
}

/** The table's query, kept in the URL (a view can be bookmarked and shared). */
export function useTableQuery(defaultSort?: string): [TableQuery, (query: TableQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query: TableQuery = {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? defaultSort,
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: Math.min(200, Math.max(1, Number(params.get('per_page')) || 25)),
  };
  const setQuery = (next: TableQuery) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => (value ? search.set(key, value) : search.delete(key));
    set('q', next.q);
    set('sort', next.sort);
    set('page', next.page > 1 ? String(next.page) : undefined);
    set('per_page', next.perPage !== 25 ? String(next.perPage) : undefined);
    setParams(search, { replace: true });
  };
  return [query, setQuery];
}

export interface ListProps<Row> {
  caption: string;
  queryKey: QueryKey;
  path: string;
  schema: ResponseSchema<ListAnswer<Row>>;
  columns: ColumnDef<Row, unknown>[];
  defaultSort?: string;
  actions?: ReactNode;
  extraQuery?: Record<string, string | undefined>;
  initiallyHidden?: string[];
  getRowId?: (row: Row) => string;
}

/** A server-paged list of the area. */
export function List<Row>({
  caption,
  queryKey,
  path,
  schema,
  columns,
  defaultSort,
  actions,
  extraQuery = {},
  initiallyHidden,
  getRowId,
}: ListProps<Row>) {
  const [query, setQuery] = useTableQuery(defaultSort);
  const errorText = useErrorText();
  const list = useQuery({
    queryKey: [...queryKey, query, extraQuery],
    queryFn: ({ signal }) =>
      apiGet(path, schema, {
        signal,
        query: { q: query.q, sort: query.sort, page: query.page, per_page: query.perPage, ...extraQuery },
      }),
    placeholderData: (previous) => previous,
  });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={list.data?.rows}
      total={list.data?.total ?? 0}
      query={query}
      onQueryChange={setQuery}
      isLoading={list.isPending}
      error={list.error ? errorText(list.error) : undefined}
      actions={actions}
      {...(initiallyHidden && { initiallyHidden })}
      {...(getRowId && { getRowId })}
    />
  );
}

// ---- Forms ---------------------------------------------------------------------------------------------

export type FieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'datetime' | 'provinces' | 'image';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** `text` or `number` left empty is sent as null. */
  nullable?: boolean;
  options?: readonly string[];
  /** Full width in the two-column grid. */
  wide?: boolean;
  /** `image`: the shape the picture is shown in (domain images.ts IMAGE_RATIOS). */
  ratio?: ImageRatio;
}

type FormValues = Record<string, string | boolean | string[]>;

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms → the value of a datetime-local field (the reader's local time). */
export function toLocalInput(ms: number | null | undefined): string {
  if (!ms) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's values as the API takes them. */
export function toApi(spec: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec) {
    const value = values[field.name];
    switch (field.kind) {
      case 'number':
        body[field.name] = value === '' || value === undefined ? null : Number(value);
        break;
      case 'datetime':
        body[field.name] = typeof value === 'string' && value ? new Date(value).toISOString() : null;
        break;
      case 'provinces':
        body[field.name] = Array.isArray(value) && value.length > 0 ? value : null;
        break;
      case 'checkbox':
        body[field.name] = value === true;
        break;
      default:
        body[field.name] = field.nullable && value === '' ? null : value;
    }
  }
  return body;
}

/** An API row as the form's values. */
export function fromApi(spec: readonly FieldSpec[], row: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const field of spec) {
    const value = row?.[field.name];
    switch (field.kind) {
      case 'number':
        values[field.name] = typeof value === 'number' ? String(value) : '';
        break;
      case 'datetime':
        values[field.name] = toLocalInput(value as number | null);
        break;
      case 'provinces':
        values[field.name] = Array.isArray(value) ? (value as string[]) : [];
        break;
      case 'checkbox':
        values[field.name] = value === true;
        break;
      default:
        values[field.name] = typeof value === 'string' ? value : (field.options?.[0] ?? '');
    }
  }
  return values;
}

export interface EntityFormProps {
  /** Where the field labels live: `<prefix>.fields.<name>`. */
  prefix: string;
  spec: readonly FieldSpec[];
  schema: z.ZodType;
  initial?: Record<string, unknown> | undefined;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  /** Shown once saved ("Saved."). */
  savedLabel?: string;
  children?: ReactNode;
}

/**
 * One form for an entity of the area: the domain's schema checks the values (as the API will take them)
 * on submit; a refusal naming a field goes back on that field, any other above the button.
 */
export function EntityForm({
  prefix,
  spec,
  schema,
  initial,
  submitLabel,
  onSubmit,
  savedLabel,
  children,
}: EntityFormProps) {
  const { say, language } = useWords();
  const errorText = useErrorText();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The domain's schema checks the values as they will be sent.
  const parse = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<FormValues> = (values, context, options) => parse(toApi(spec, values), context, options);
  const form = useForm<FormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: fromApi(spec, initial),
    resolver,
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const fieldError = (name: string) => {
    const error = (formState.errors as Record<string, { message?: string } | undefined>)[name];
    if (!error) return undefined;
    return say(`errors.fields.${name}`, { defaultValue: say('errors.invalid') });
  };

  const submit = handleSubmit(async () => {
    setFormError(null);
    setSaved(false);
    try {
      // The resolver parsed the values; the API takes them as the form builds them.
      await onSubmit(toApi(spec, form.getValues()));
      setSaved(true);
    } catch (error) {
      const field = error instanceof ApiError ? (error.body as { field?: string } | undefined)?.field : undefined;
      const name = field?.split('.')[0];
      if (name && spec.some((item) => item.name === name)) {
        setError(name, { message: error instanceof ApiError ? error.code : '' });
        if (error instanceof ApiError && error.code !== 'VALIDATION_ERROR') setFormError(errorText(error));
      } else {
        setFormError(errorText(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-4xl flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {spec.map((field) => {
          const id = `${formId}-${field.name}`;
          const label = say(`${prefix}.fields.${field.name}`);
          const hint = say(`${prefix}.hints.${field.name}`, { defaultValue: '' }) || undefined;
          const error = fieldError(field.name);
          const wide = field.wide || field.kind === 'textarea' || field.kind === 'provinces' ? 'md:col-span-2' : '';
          switch (field.kind) {
            case 'checkbox':
              return (
                <div key={field.name} className={`self-end ${wide}`}>
                  <CheckboxField id={id} label={label} error={error} {...register(field.name)} />
                </div>
              );
            case 'select':
              return (
                <SelectField
                  key={field.name}
                  id={id}
                  label={label}
                  error={error}
                  className={wide}
                  options={(field.options ?? []).map((value) => ({
                    value,
                    label: say(`${prefix}.options.${field.name}.${value}`, { defaultValue: value }),
                  }))}
                  {...register(field.name)}
                />
              );
            case 'textarea':
              return (
                <div key={field.name} className={`flex flex-col gap-1 ${wide}`}>
                  <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                    {label}
                  </label>
                  <textarea
                    id={id}
                    rows={field.name.startsWith('rule') ? 8 : 3}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
                    {...register(field.name)}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            case 'provinces':
              return (
                <fieldset
                  key={field.name}
                  className={`rounded border border-slate-200 p-3 ${wide}`}
                  aria-describedby={error ? `${id}-error` : undefined}
                >
                  <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
                  <p className="mb-2 text-sm text-slate-600">{say('provincesHint')}</p>
                  <div className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4">
                    {PROVINCES.map((province) => (
                      <label key={province.code} className="flex items-center gap-2 text-sm">
                        <input type="checkbox" value={province.code} {...register(field.name)} />
                        {language === 'fr' ? province.name_fr : province.name_en}
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </fieldset>
              );
            case 'image':
              return (
                <div key={field.name} className={wide}>
                  <Controller
                    control={control}
                    name={field.name}
                    render={({ field: picked }) => (
                      <ImagePicker
                        id={id}
                        label={label}
                        {...(hint !== undefined && { hint })}
                        ratio={field.ratio ?? 'banner'}
                        value={typeof picked.value === 'string' && picked.value !== '' ? picked.value : null}
                        onChange={(pick) => picked.onChange(pick?.key ?? '')}
                        error={error ?? null}
                      />
                    )}
                  />
                </div>
              );
            default:
              return (
                <TextField
                  key={field.name}
                  id={id}
                  label={label}
                  hint={hint}
                  error={error}
                  className={wide}
                  type={field.kind === 'number' ? 'number' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
                  {...(field.kind === 'number' && { inputMode: 'numeric' as const })}
                  {...register(field.name)}
                />
              );
          }
        })}
      </div>
      {children}
      {formError ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <button type="submit" className={primaryClass} disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
        {saved && !formState.isSubmitting ? (
          <p role="status" className="text-sm text-green-800">
            {savedLabel ?? say('saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
