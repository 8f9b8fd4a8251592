// What every taxonomy form page does around its form: read the entry being edited (none for "new"),
// save it (a new entry then opens as itself, its URL replaced), refresh the lists, and say what
// happened — saved, or the API's refusal in the console's words.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import {
  saveTaxonomyEntry,
  taxonomyEntryQuery,
  taxonomyKeys,
  type InputOf,
  type RowOf,
  type TaxonomyArea,
} from './api/taxonomy-api.ts';
import { apiRefusal, type FormField } from './form-support.ts';

export interface EntryFormProps<A extends TaxonomyArea> {
  initial: RowOf<A> | undefined;
  onSave: (body: InputOf<A>) => Promise<unknown>;
  saving: boolean;
  /** The API's refusal of the last save, to show at the field it names. */
  refused: { field: FormField | undefined; message: string } | undefined;
}

export function EntryPage<A extends TaxonomyArea>({
  area,
  title,
  Form,
}: {
  area: A;
  title: (entry: RowOf<A> | undefined) => string;
  Form: (props: EntryFormProps<A>) => ReactNode;
}) {
  const { t } = useTranslation('admin-taxonomy');
  const { id } = useParams();
  const entryId = id === undefined ? undefined : Number(id);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entry = useQuery({ ...taxonomyEntryQuery(area, entryId ?? 0), enabled: entryId !== undefined });
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string; field: FormField | undefined } | null>(
    (location.state as { saved?: boolean } | null)?.saved
      ? { saved: true, message: t('common.saved'), field: undefined }
      : null,
  );
  const save = useMutation({
    mutationFn: (body: InputOf<A>) => saveTaxonomyEntry(area, entryId, body),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.area(area) });
      queryClient.setQueryData(taxonomyEntryQuery(area, row.id).queryKey, row);
      if (entryId === undefined) {
        void navigate(`../${row.id}`, { replace: true, relative: 'path', state: { saved: true } });
      } else {
        setOutcome({ saved: true, message: t('common.saved'), field: undefined });
      }
    },
    onError: (error) => setOutcome({ saved: false, ...apiRefusal(t, error) }),
  });

  if (entryId !== undefined && (Number.isNaN(entryId) || entry.error)) {
    return (
      <section className="flex flex-col gap-3">
        <p role="alert">{entry.error ? t('common.loadFailed') : t('common.notFound')}</p>
        <Link to=".." relative="path" className="underline">
          {t('common.back')}
        </Link>
      </section>
    );
  }
  if (entryId !== undefined && !entry.data) {
    return <p aria-busy="true">{t('common.loading')}</p>;
  }
  return (
    <section className="flex max-w-5xl flex-col gap-4">
      <Link to=".." relative="path" className="text-sm underline">
        {t('common.back')}
      </Link>
      <h2 className="text-xl font-bold">{title(entry.data)}</h2>
      {outcome ? <FormMessage tone={outcome.saved ? 'success' : 'error'}>{outcome.message}</FormMessage> : null}
      <Form
        key={entry.data?.id ?? 'new'}
        initial={entry.data}
        saving={save.isPending}
        refused={outcome?.saved === false ? outcome : undefined}
        onSave={async (body) => {
          setOutcome(null);
          await save.mutateAsync(body).catch(() => undefined);
        }}
      />
    </section>
  );
}
