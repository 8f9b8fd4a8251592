// The contest submission modal (spec §2 "Modals": contest submission; "Congratulations"): the prize of
// the day, the rules to accept, one submit; a refusal (already entered today, not eligible) is shown in
// the dialog; a success turns it into the congratulations. Lazy: Radix loads when it opens.
import type { ContestDetail, ContestEntry } from '@spc/domain/contests';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useRegister } from '../api.ts';
import { contestErrorMessage } from '../errors.ts';
import { contestPaths } from '../paths.ts';
import { titleOf } from '../title.ts';
import { Celebration } from './celebration.tsx';

export function ContestSubmissionDialog({
  contest,
  open,
  onOpenChange,
}: {
  contest: ContestDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const register = useRegister(contest.id);
  const [accepted, setAccepted] = useState(false);
  const [entry, setEntry] = useState<ContestEntry | null>(null);
  const checkboxId = useId();
  const errorId = useId();
  const door = contest.doors.find((d) => d.state === 'open');
  const prize = door ? (language === 'fr' ? door.prize_fr : door.prize_en) : null;
  const title = titleOf(contest, language);

  if (entry) {
    return (
      <DialogRoot open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title={t('contests.congratulations.title')}
          showTitle
          description={t('contests.congratulations.body', { title })}
          closeLabel={t('contests.close')}
          layout="centered"
        >
          <Celebration />
          <div className="mt-4 flex justify-end">
            <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
              {t('contests.congratulations.button')}
            </DialogClose>
          </div>
        </DialogContent>
      </DialogRoot>
    );
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('contests.submission.title', { title })}
        showTitle
        description={prize ? t('contests.submission.prize', { prize }) : t('contests.submission.lead')}
        closeLabel={t('contests.close')}
        layout="centered"
      >
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!accepted || register.isPending) return;
            register.mutate(undefined, { onSuccess: (result) => setEntry(result.entry) });
          }}
        >
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              data-autofocus
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              className="mt-1 size-5 accent-brand-600"
              aria-describedby={register.isError ? errorId : undefined}
            />
            <label htmlFor={checkboxId} className="text-slate-800">
              {t('contests.submission.accept')}{' '}
              <Link to={contestPaths.rules(contest.url_name)} className="text-brand-700 underline" target="_blank">
                {t('contests.submission.readRules')}
              </Link>
            </label>
          </div>
          {register.isError ? (
            <p id={errorId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {contestErrorMessage(register.error, t)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>{t('contests.cancel')}</DialogClose>
            <Button type="submit" variant="primary" disabled={!accepted || register.isPending}>
              {register.isPending ? t('contests.submission.sending') : t('contests.submission.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
