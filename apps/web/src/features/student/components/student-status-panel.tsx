// The profile's "Student status" section (issue 18 item 3): the status (verified until a date, in its
// grace period, expired, none), and the two steps of verification — school and school e-mail, then
// the 6-digit code mailed there. The /campus pages' call to action leads here (#student-status).
import { STUDENT_CODE_LENGTH, STUDENT_ID_REVIEW_BUSINESS_DAYS } from '@spc/domain/student';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCampusList } from '../api/get-campuses.ts';
import { useConfirmStudentCode, useSendStudentCode, useVerificationStatus } from '../api/verification.ts';
import { SchoolField } from './school-field.tsx';
import { studentErrorText } from './student-error.ts';

const inputClass = 'w-full max-w-md rounded-lg border border-slate-300 px-3 py-2';

// Issue 18 item 3: the "ID verification" modal, loaded when it is first opened.
const StudentIdDialog = lazy(async () => ({
  default: (await import('./student-id-dialog.tsx')).StudentIdDialog,
}));

export function StudentStatusPanel() {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const status = useVerificationStatus();
  const campuses = useCampusList();
  const send = useSendStudentCode();
  const confirm = useConfirmStudentCode();
  const [schoolId, setSchoolId] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [idOpen, setIdOpen] = useState(false);
  const [idOpened, setIdOpened] = useState(false);
  const ids = { school: useId(), email: useId(), code: useId(), heading: useId() };

  const current = status.data;
  const schoolName = current?.school ? (language === 'fr' ? current.school.name_fr : current.school.name_en) : '';
  const until = current?.verified_until ? formatDate(Date.parse(current.verified_until), language) : '';
  const schools = (campuses.data?.schools ?? []).filter((school) => school.has_email_domain);
  const idSchools = (campuses.data?.schools ?? []).filter((school) => !school.has_email_domain);
  const review = current?.id_review ?? null;
  const reviewSchool = review?.school ? (language === 'fr' ? review.school.name_fr : review.school.name_en) : '';
  const idPending = review?.status === 'pending';
  const verifiedNow = current?.status === 'verified' || current?.status === 'grace';
  // Bank-linked and VIP members are never asked for a student ID (spec §6); a waiting card is not asked twice.
  const offerId = current !== undefined && !current.needs_no_student_id && !idPending && current.status !== 'verified';
  const openId = () => {
    setIdOpened(true);
    setIdOpen(true);
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { student_email: email.trim().toLowerCase(), school_id: Number(schoolId) },
      { onSuccess: () => setStep('code') },
    );
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() }, { onSuccess: () => setStep('form') });
  };

  const showForm = current && current.status !== 'verified' && !idPending;
  return (
    <section
      id="student-status"
      aria-labelledby={ids.heading}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-slate-200 p-6"
    >
      <h2 id={ids.heading} className="text-xl font-bold text-slate-900">
        {t('status.title')}
      </h2>
      {status.isError && <p role="alert">{t('error.title')}</p>}
      {verifiedNow && (
        // Issue 18 item 7: the profile's "verified student" mark.
        <p className="inline-flex items-center gap-2 self-start rounded-full border-2 border-emerald-800 px-3 py-1 text-sm font-bold text-emerald-800">
          <span aria-hidden="true">✓</span>
          {t('status.mark')}
        </p>
      )}
      {current && (
        <p aria-live="polite" className="text-slate-700">
          {current.status === 'verified' && t('status.verified', { school: schoolName, date: until })}
          {current.status === 'grace' && t('status.grace', { school: schoolName, date: until })}
          {current.status === 'expired' && t('status.expired', { school: schoolName })}
          {current.status === 'pending' &&
            (idPending ? t('id.pending', { school: reviewSchool }) : t('status.pending', { school: schoolName }))}
          {current.status === 'none' && (current.needs_no_student_id ? t('id.notNeeded') : t('status.none'))}
        </p>
      )}
      {current && verifiedNow && current.method === 'id' && (
        <p className="text-sm text-slate-600">{t('id.approved')}</p>
      )}
      {idPending && <p className="text-slate-700">{t('id.wait', { count: STUDENT_ID_REVIEW_BUSINESS_DAYS })}</p>}
      {review?.status === 'refused' && review.reason && !verifiedNow && (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-slate-900">{t('id.refused', { reason: t(`id.reasons.${review.reason}`) })}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={openId}>
              {t('id.retry')}
            </Button>
            <Link
              to={paths.contact()}
              className={buttonClasses({ variant: 'ghost', className: 'whitespace-normal! text-left' })}
            >
              {t('id.appeal')}
            </Link>
          </div>
        </div>
      )}
      {offerId && review?.status !== 'refused' && (
        // Long in French: it wraps on a phone rather than widening the page.
        <Button type="button" variant="secondary" className="self-start whitespace-normal! text-left" onClick={openId}>
          {t('id.open')}
        </Button>
      )}
      {idOpened && (
        <Suspense fallback={null}>
          <StudentIdDialog
            open={idOpen}
            onOpenChange={setIdOpen}
            schools={idSchools}
            initialSchoolId={review?.school?.id}
          />
        </Suspense>
      )}
      {showForm && step === 'form' && (
        <form onSubmit={onSend} className="flex flex-col gap-3" noValidate>
          <SchoolField
            id={ids.school}
            schools={schools}
            value={schoolId}
            onChange={setSchoolId}
            className={inputClass}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.email} className="font-semibold text-slate-900">
              {t('form.email')}
            </label>
            <input
              id={ids.email}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          </div>
          {send.isError && (
            <p role="alert" className="text-red-700">
              {studentErrorText(t, send.error)}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={send.isPending || !schoolId || !email.trim()}>
            {t('form.send')}
          </Button>
        </form>
      )}
      {showForm && step === 'code' && (
        <form onSubmit={onConfirm} className="flex flex-col gap-3" noValidate>
          <p aria-live="polite" className="text-slate-700 [overflow-wrap:anywhere]">
            {t('form.sent', { email })}
          </p>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.code} className="font-semibold text-slate-900">
              {t('form.code')}
            </label>
            <input
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`\\d{${STUDENT_CODE_LENGTH}}`}
              maxLength={STUDENT_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              className={`${inputClass} max-w-40 tracking-widest`}
            />
          </div>
          {confirm.isError && (
            <p role="alert" className="text-red-700">
              {studentErrorText(t, confirm.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending || code.length !== STUDENT_CODE_LENGTH}>
              {t('form.confirm')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className="whitespace-normal! text-left"
              onClick={() => setStep('form')}
            >
              {t('form.again')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
