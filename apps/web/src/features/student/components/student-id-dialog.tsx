// The "ID verification" modal (spec §2 Modals; issue 18 item 3): for a student whose school has no
// student e-mail, a photo of the student card — taken with the phone's camera or chosen from the
// files — checked here for its size and type by its first bytes (the server checks again), sent for
// review, and the expected wait said plainly. Loaded lazily by the student status panel.
import {
  STUDENT_ID_ACCEPT,
  STUDENT_ID_KEEP_DAYS,
  STUDENT_ID_MAX_BYTES,
  STUDENT_ID_REVIEW_BUSINESS_DAYS,
  detectStudentIdType,
  type School,
} from '@spc/domain/student';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useUploadStudentId } from '../api/id-verification.ts';
import { SchoolField } from './school-field.tsx';
import { studentErrorText } from './student-error.ts';

const inputClass = 'w-full rounded-lg border border-slate-300 px-3 py-2';
const pickClass =
  'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-50';

type LocalProblem = 'tooLarge' | 'type' | null;

async function checkPhoto(file: File): Promise<LocalProblem> {
  if (file.size > STUDENT_ID_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectStudentIdType(head) ? null : 'type';
}

export function StudentIdDialog({
  open,
  onOpenChange,
  schools,
  initialSchoolId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Schools without student e-mail domains: their students verify with their card. */
  schools: readonly School[];
  initialSchoolId?: number | undefined;
}) {
  const { t } = useTranslation('student');
  const upload = useUploadStudentId();
  const [schoolId, setSchoolId] = useState(initialSchoolId ? String(initialSchoolId) : '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<LocalProblem>(null);
  const ids = { school: useId(), camera: useId(), file: useId(), chosen: useId() };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    if (!file) return;
    const found = await checkPhoto(file);
    setProblem(found);
    setPhoto(found ? null : file);
  };
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!photo || !schoolId) return;
    upload.mutate({ photo, schoolId: Number(schoolId) });
  };
  const sent = upload.isSuccess;

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('id.title')} showTitle layout="sheet" closeLabel={t('id.close')}>
        {sent ? (
          <div className="mt-3 flex flex-col gap-3" role="status">
            <p className="font-semibold text-slate-900">{t('id.sentTitle')}</p>
            <p className="text-slate-700">{t('id.wait', { count: STUDENT_ID_REVIEW_BUSINESS_DAYS })}</p>
            <p className="text-sm text-slate-600">{t('id.privacy', { days: STUDENT_ID_KEEP_DAYS })}</p>
            <DialogClose asChild>
              <Button type="button" className="self-start">
                {t('id.done')}
              </Button>
            </DialogClose>
          </div>
        ) : (
          <form onSubmit={onSend} className="mt-3 flex flex-col gap-4" noValidate>
            <p className="text-slate-700">{t('id.intro')}</p>
            <p className="text-sm text-slate-700">{t('id.wait', { count: STUDENT_ID_REVIEW_BUSINESS_DAYS })}</p>
            <SchoolField
              id={ids.school}
              schools={schools}
              value={schoolId}
              onChange={setSchoolId}
              className={inputClass}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-slate-900">{t('id.photo')}</legend>
              <p className="text-sm text-slate-600">{t('id.photoHint')}</p>
              <div className="flex flex-wrap gap-3">
                <label htmlFor={ids.camera} className={pickClass}>
                  {t('id.camera')}
                  <input
                    id={ids.camera}
                    type="file"
                    accept={STUDENT_ID_ACCEPT}
                    capture="environment"
                    className="sr-only"
                    onChange={(event) => void onPick(event)}
                  />
                </label>
                <label htmlFor={ids.file} className={pickClass}>
                  {t('id.file')}
                  <input
                    id={ids.file}
                    type="file"
                    accept={STUDENT_ID_ACCEPT}
                    className="sr-only"
                    onChange={(event) => void onPick(event)}
                  />
                </label>
              </div>
              <p id={ids.chosen} aria-live="polite" className="text-sm text-slate-700">
                {photo ? t('id.chosen', { name: photo.name }) : null}
              </p>
            </fieldset>
            {problem && (
              <p role="alert" className="text-red-700">
                {t(problem === 'tooLarge' ? 'id.errors.ID_TOO_LARGE' : 'id.errors.ID_TYPE')}
              </p>
            )}
            {upload.isError && (
              <p role="alert" className="text-red-700">
                {studentErrorText(t, upload.error)}
              </p>
            )}
            <p className="text-sm text-slate-600">{t('id.privacy', { days: STUDENT_ID_KEEP_DAYS })}</p>
            <Button type="submit" className="self-start" disabled={!photo || !schoolId || upload.isPending}>
              {upload.isPending ? t('id.sending') : t('id.send')}
            </Button>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
