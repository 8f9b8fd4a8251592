// The order of a FAQ group's questions (issue 20 item 3): the questions as the public FAQ lists them,
// each with "Move up" and "Move down"; every move sends the whole new order (PUT …/faq-groups/{id}/order,
// each question exactly once), so two editors cannot leave a question out or in twice.
import { staffFaqEntrySchema, staffFaqOrderSchema, staffListResponseSchema } from '@spc/domain/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { apiGet, apiPut } from '../../../lib/api-client.ts';

export function FaqOrder({ groupId }: { groupId: number }) {
  const { t, i18n } = useTranslation('admin-content');
  const id = useId();
  const questionOf = (entry: { question_en: string; question_fr: string }) =>
    i18n.language === 'fr' ? entry.question_fr : entry.question_en;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = ['staff', 'content', 'faqEntries', 'list', { group: groupId }];
  const entries = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet('/staff/content/faq-entries', staffListResponseSchema(staffFaqEntrySchema), {
        signal,
        query: { group_id: groupId, per_page: 200 },
      }),
  });
  const items = entries.data?.items ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const order = items.map((entry) => entry.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    setBusy(true);
    try {
      await apiPut(`/staff/content/faq-groups/${groupId}/order`, { entry_ids: order }, staffFaqOrderSchema);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'content', 'faqEntries'] });
      setStatus({ ok: true, text: t('faqOrder.saved') });
    } catch {
      setStatus({ ok: false, text: t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 flex max-w-3xl flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t('faqOrder.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('faqOrder.intro')}</p>
      {status ? (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'text-emerald-800' : 'text-red-700'}>
          {status.text}
        </p>
      ) : null}
      {entries.isPending ? (
        <p className="text-slate-600">{t('status.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">{t('faqOrder.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 rounded border border-slate-200">
          {items.map((entry, index) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="me-auto">{questionOf(entry)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || index === 0}
                aria-label={t('faqOrder.moveUp', { question: questionOf(entry) })}
                onClick={() => void move(index, -1)}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || index === items.length - 1}
                aria-label={t('faqOrder.moveDown', { question: questionOf(entry) })}
                onClick={() => void move(index, 1)}
              >
                ↓
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
