// An admin's refund of one order (orders.refund): why, and whether the membership ends with it. The
// form checks with the domain's schema; one Idempotency-Key per opened form, so a second click or a
// retry after a lost answer cannot refund twice (the server answers the first result again).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  refundBodySchema,
  type RefundBody,
  type RefundForm as RefundValues,
  type SupportOrder,
} from '@spc/domain/staff-support';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../../components/ui/field.tsx';
import { submitValidation } from '../../../../lib/form.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { errorText } from './error-text.ts';
import { useFormat } from './format.ts';

export function RefundForm({ order, onDone }: { order: SupportOrder; onDone: () => void }) {
  const { t } = useTranslation('admin-support');
  const format = useFormat();
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder(order.order_number, key);
  const { register, handleSubmit, formState } = useForm<RefundValues, unknown, RefundBody>({
    ...submitValidation,
    resolver: zodResolver(refundBodySchema),
    defaultValues: { reason: '', end_membership: false },
  });
  const amount = format.money(order.total_cents, order.currency);
  const reasonError = formState.errors.reason ? t('refund.reasonRequired') : undefined;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-2 flex max-w-xl flex-col gap-3 rounded border border-amber-300 bg-amber-50 p-3"
      onSubmit={(event) => void handleSubmit((body) => refund.mutate(body, { onSuccess: onDone }))(event)}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('refund.title', { order: order.order_number, amount })}
      </h3>
      <p className="text-sm text-slate-700">{t('refund.explain')}</p>
      <TextField
        id={`${id}-reason`}
        label={t('refund.reason')}
        hint={t('refund.reasonHint')}
        error={reasonError}
        autoComplete="off"
        {...register('reason')}
      />
      <CheckboxField id={`${id}-end`} label={t('refund.endMembership')} {...register('end_membership')} />
      {refund.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(t, refund.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={refund.isPending}>
          {refund.isPending ? t('refund.working') : t('refund.submit', { amount })}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone} disabled={refund.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
