// The student-ID reviews waiting, oldest first (decision 024): the photo as sent, whose it is and which
// school they chose; approve, or refuse with one reason of the fixed list (the member is mailed either
// way, in their language). Each decision is in the audit trail under the reviewer's name.
import {
  STUDENT_ID_REFUSAL_REASONS,
  type StaffStudentIdReview,
  type StudentIdRefusalReason,
} from '@spc/domain/student';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { useDecideStudentId, useStudentIdQueue } from '../api/student-ids.ts';
import { supportPaths } from '../paths.ts';
import { errorText } from './error-text.ts';
import { pageTitle } from './page-title.ts';
import { useFormat } from './format.ts';

export function StudentIdQueue() {
  const { t } = useTranslation('admin-support');
  const queue = useStudentIdQueue();
  return (
    <section aria-labelledby="student-ids-title" className="flex flex-col gap-3">
      <title>{pageTitle(t, t('studentIds.title'))}</title>
      <h1 id="student-ids-title" className="text-2xl font-bold">
        {t('studentIds.title')}
      </h1>
      <p className="max-w-prose text-slate-700">{t('studentIds.intro')}</p>
      {queue.isPending ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : queue.error ? (
        <p role="alert" className="text-red-700">
          {errorText(t, queue.error)}
        </p>
      ) : queue.data.reviews.length === 0 ? (
        <p className="text-slate-600">{t('studentIds.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: StaffStudentIdReview }) {
  const { t } = useTranslation('admin-support');
  const format = useFormat();
  const id = useId();
  const decide = useDecideStudentId();
  const [reason, setReason] = useState<StudentIdRefusalReason | ''>('');
  const [missingReason, setMissingReason] = useState(false);
  const school = (format.language === 'fr' ? review.school?.name_fr : review.school?.name_en) ?? '—';
  const name = review.member_name || t('studentIds.noName');

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded border border-slate-200 p-3 md:grid-cols-[minmax(0,20rem)_1fr]"
    >
      {review.photo_url ? (
        <a href={review.photo_url} target="_blank" rel="noreferrer" className="block">
          <img
            src={review.photo_url}
            alt={t('studentIds.photoAlt', { name })}
            className="max-h-72 w-full rounded border border-slate-200 object-contain"
          />
          <span className="text-sm text-brand-700 underline">{t('studentIds.openPhoto')}</span>
        </a>
      ) : (
        <p className="text-sm text-slate-600">{t('studentIds.noPhoto')}</p>
      )}
      <div className="flex flex-col gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          <Link to={supportPaths.member(review.user_id)} className="underline">
            {name}
          </Link>
        </h2>
        <p className="text-sm">{t('studentIds.school', { school })}</p>
        <p className="text-sm text-slate-600">{t('studentIds.sent', { date: format.moment(review.submitted_at) })}</p>
        <div className="flex flex-wrap items-end gap-3">
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: review.id, body: { decision: 'approve' } })}
          >
            {t('studentIds.approve')}
          </Button>
          <SelectField
            id={`${id}-reason`}
            label={t('studentIds.reason')}
            value={reason}
            onValueChange={(value) => {
              setReason(value as StudentIdRefusalReason | '');
              setMissingReason(false);
            }}
            error={missingReason ? t('studentIds.reasonRequired') : undefined}
            placeholder={t('studentIds.chooseReason')}
            options={STUDENT_ID_REFUSAL_REASONS.map((value) => ({ value, label: t(`student.reasons.${value}`) }))}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => {
              if (!reason) {
                setMissingReason(true);
                return;
              }
              decide.mutate({ id: review.id, body: { decision: 'refuse', reason } });
            }}
          >
            {t('studentIds.refuse')}
          </Button>
        </div>
        {decide.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(t, decide.error)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
