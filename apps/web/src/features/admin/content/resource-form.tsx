// The content editor's form (issue 20 item 3): react-hook-form over the domain's input schema, the one
// the API checks the same request with (decision 017), fields laid out from the resource's description,
// Markdown bodies with a live preview, and the server's refusals (a taken address, a picture that does
// not exist, a legal date out of order) shown on their field.
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_CONTENT_MESSAGES, staffFaqGroupSchema, staffListResponseSchema } from '@spc/domain/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, ignoredResponse } from '../../../lib/api-client.ts';
import { submitValidation } from '../../../lib/form.ts';
import { ImagePicker } from '../ui/image-picker.tsx';
import { MarkdownField } from './markdown-field.tsx';
import type { FieldSpec, Resource, Row, Values } from './resources.ts';

type Message = keyof typeof STAFF_CONTENT_MESSAGES;
const MESSAGE_KEYS = new Map(Object.entries(STAFF_CONTENT_MESSAGES).map(([key, text]) => [text, key as Message]));

export interface ResourceFormProps {
  resource: Resource;
  /** The item being edited; none when creating. */
  row?: Row;
  defaultValues: Values;
  /** A status line to show first (after a create, "Saved"). */
  notice?: string | undefined;
}

export function ResourceForm({ resource, row, defaultValues, notice }: ResourceFormProps) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | undefined>(notice);
  const [failure, setFailure] = useState<string | undefined>();
  const locked = row !== undefined && (resource.locked?.(row) ?? false);
  const form = useForm<Values, unknown, Values>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: zodResolver(resource.input) as unknown as Resolver<Values, unknown, Values>,
    defaultValues,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const published = useWatch({ control, name: 'published' }) === true;
  // The lists (and pickers) reload; the open item keeps the form as saved.
  const refreshLists = () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'staff' && query.queryKey[1] === 'content' && query.queryKey[3] !== 'item',
    });

  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return t(`errors.${error.message ?? 'generic'}` as never);
    const key = error.message ? MESSAGE_KEYS.get(error.message as never) : undefined;
    return key ? t(`validation.${key}`) : t('validation.invalid');
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError) {
      const field = (error.body as { field?: string } | undefined)?.field;
      if (field && field in defaultValues) {
        setError(field, { type: error.code === 'VALIDATION_ERROR' ? 'validate' : 'server', message: error.code });
        return;
      }
      setFailure(t(`errors.${error.code}` as never, { defaultValue: t('errors.generic') }));
      return;
    }
    setFailure(t('errors.generic'));
  };

  const onSubmit = handleSubmit(async (values) => {
    setStatus(undefined);
    setFailure(undefined);
    if (!row && resource.createLabel === 'publish' && !window.confirm(t('actions.confirmPublishLegal'))) return;
    try {
      const saved = row
        ? await apiPut(`${resource.api}/${row.id}`, values, resource.row)
        : await apiPost(resource.api, values, resource.row);
      await refreshLists();
      if (row) setStatus(t('status.saved'));
      else
        void navigate(`../${saved.id}`, {
          replace: true,
          state: { notice: resource.createLabel === 'publish' ? t('status.published') : t('status.saved') },
        });
    } catch (error) {
      refused(error);
    }
  });

  const remove = async () => {
    if (!row || !window.confirm(t('actions.confirmDelete'))) return;
    try {
      await apiDelete(`${resource.api}/${row.id}`, ignoredResponse);
      await refreshLists();
      void navigate('..', { replace: true });
    } catch (error) {
      refused(error);
    }
  };

  const setPublished = async (next: boolean) => {
    if (!row) return;
    try {
      await apiPut(`${resource.api}/${row.id}/published`, { published: next }, resource.row);
      await refreshLists();
      form.setValue('published', next);
      setStatus(t('status.saved'));
    } catch (error) {
      refused(error);
    }
  };

  const fields = resource.fields.filter((field) => !(row && field.createOnly));
  const title = row
    ? t(`resources.${resource.key}.edit`, { name: resource.name(row) })
    : t(`resources.${resource.key}.new`);

  return (
    <section aria-labelledby={`${id}-title`} className="flex max-w-6xl flex-col gap-4">
      <p>
        <Link to=".." relative="path" className="text-sm text-brand-700 underline underline-offset-2">
          {t('actions.back')}
        </Link>
      </p>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {status ? (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
          {status}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {failure}
        </p>
      ) : null}
      {locked ? (
        <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">{t('status.inEffect')}</p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <fieldset disabled={locked || formState.isSubmitting} className="grid gap-4 md:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={field.wide || field.type === 'markdown' ? 'md:col-span-2' : undefined}>
              <FieldControl
                field={field}
                id={`${id}-${field.name}`}
                register={register}
                control={control}
                error={errorText(formState.errors[field.name] as FieldError | undefined)}
              />
            </div>
          ))}
        </fieldset>
        {locked ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting
                ? t('status.saving')
                : row
                  ? t('actions.save')
                  : t(`actions.${resource.createLabel ?? 'create'}`)}
            </Button>
            {row && resource.key === 'blogPosts' ? (
              <Button variant="secondary" onClick={() => void setPublished(!published)}>
                {published ? t('actions.unpublish') : t('actions.makePublic')}
              </Button>
            ) : null}
            {row ? (
              <Button variant="secondary" className="ms-auto text-red-700" onClick={() => void remove()}>
                {t(`actions.${resource.deleteLabel ?? 'delete'}`)}
              </Button>
            ) : null}
          </div>
        )}
      </form>
    </section>
  );
}

interface FieldControlProps {
  field: FieldSpec;
  id: string;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  error: string | undefined;
}

function FieldControl({ field, id, register, control, error }: FieldControlProps) {
  const { t } = useTranslation('admin-content');
  const label = t(`fields.${field.labelKey ?? field.name}` as never);
  const hint = field.hint ? t(`hints.${field.name}` as never) : undefined;
  const common = { id, label, error, ...(hint !== undefined && { hint }) };
  switch (field.type) {
    case 'markdown':
      return <WatchedMarkdown {...common} name={field.name} register={register} control={control} />;
    case 'textarea':
      return <TextArea {...common} {...register(field.name)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          options={(field.options ?? []).map((value) => ({
            value,
            label: t(`options.${field.optionsKey ?? 'kind'}.${value}` as never),
          }))}
          {...register(field.name)}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          id={id}
          label={
            <>
              <span className="font-semibold">{label}</span>
              {hint ? <span className="block text-slate-600">{hint}</span> : null}
            </>
          }
          error={error}
          {...register(field.name)}
        />
      );
    case 'number':
      return (
        <TextField {...common} type="number" inputMode="numeric" {...register(field.name, { valueAsNumber: true })} />
      );
    case 'date':
      return <TextField {...common} type="date" {...register(field.name)} />;
    case 'tags':
      return (
        <TextField
          {...common}
          {...register(field.name, {
            setValueAs: (value: unknown) =>
              typeof value === 'string'
                ? value
                    .split(',')
                    .map((tag) => tag.trim())
                    .filter(Boolean)
                : value,
          })}
        />
      );
    case 'column':
      return (
        <SelectField
          {...common}
          options={[
            { value: '', label: t('options.noColumn') },
            ...['1', '2', '3'].map((value) => ({ value, label: value })),
          ]}
          {...register(field.name, {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
      );
    case 'faqGroup':
      return <FaqGroupSelect {...common} register={register} name={field.name} />;
    case 'image':
      // Pages', posts' and carousel pictures are 16:9 (domain images.ts IMAGE_RATIOS "cover").
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: picked }) => (
            <ImagePicker
              id={id}
              label={label}
              {...(hint !== undefined && { hint })}
              ratio="cover"
              value={typeof picked.value === 'string' && picked.value !== '' ? picked.value : null}
              onChange={(pick) => picked.onChange(pick?.key ?? '')}
              error={error ?? null}
              allowRemove
            />
          )}
        />
      );
    default:
      return <TextField {...common} spellCheck={false} {...register(field.name)} />;
  }
}

function WatchedMarkdown({
  name,
  register,
  control,
  ...props
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  name: string;
  register: UseFormRegister<Values>;
  control: Control<Values>;
}) {
  const markdown = useWatch({ control, name });
  return <MarkdownField {...props} markdown={typeof markdown === 'string' ? markdown : ''} {...register(name)} />;
}

function TextArea({
  id,
  label,
  hint,
  error,
  ...textarea
}: { id: string; label: string; hint?: string; error: string | undefined } & ComponentPropsWithRef<'textarea'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FaqGroupSelect({
  name,
  register,
  ...common
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  name: string;
  register: UseFormRegister<Values>;
}) {
  const { t } = useTranslation('admin-content');
  const groups = useQuery({
    queryKey: ['staff', 'content', 'faqGroups', 'all'],
    queryFn: ({ signal }) =>
      apiGet('/staff/content/faq-groups', staffListResponseSchema(staffFaqGroupSchema), {
        signal,
        query: { per_page: 200 },
      }),
  });
  // Rendered once the groups are in, so the edited question's group is selected.
  if (groups.isPending) return <p className="text-sm text-slate-600">{t('status.loading')}</p>;
  return (
    <SelectField
      {...common}
      placeholder={t('options.chooseGroup')}
      options={(groups.data?.items ?? []).map((group) => ({
        value: String(group.id),
        label: `${group.title_en} / ${group.title_fr}`,
      }))}
      {...register(name, { setValueAs: (value: unknown) => (value === '' ? '' : Number(value)) })}
    />
  );
}
