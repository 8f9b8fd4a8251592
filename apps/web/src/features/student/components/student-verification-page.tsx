// /student-verification?token=… (issue 18 item 2): the page the mailed link opens. Opening it changes
// nothing (a GET never does); the member confirms with the button, which POSTs the token.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmStudentCode } from '../api/verification.ts';
import { studentErrorText } from './student-error.ts';

export function StudentVerificationPage() {
  const { t } = useTranslation('student');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmStudentCode();
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <HeadTags title={t('pageTitle', { title: t('landing.title') })} description={t('landing.body')} />
      <h1 id={heading} className="text-3xl font-bold tracking-tight text-slate-900">
        {t('landing.title')}
      </h1>
      {confirm.isSuccess ? (
        <>
          <p role="status" className="text-slate-700">
            {t('landing.done')}
          </p>
          <Link to={`${paths.profile()}#student-status`} className={buttonClasses({ className: 'self-start' })}>
            {t('landing.profile')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{token ? t('landing.body') : t('errors.TOKEN_INVALID')}</p>
          {confirm.isError && (
            <p role="alert" className="text-red-700">
              {studentErrorText(t, confirm.error)}
            </p>
          )}
          {token && (
            <Button className="self-start" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
              {t('landing.confirm')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
