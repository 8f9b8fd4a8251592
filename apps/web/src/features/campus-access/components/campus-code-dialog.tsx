// The campus code modal (spec §2 "campus code"; §8 'Access Code Not Valid', 'There is no Remaining
// Campus Code'): a member types the code their campus gave them and gets the campus card, tied to that
// campus (§6). A visitor is asked to sign in first and comes back here. One field checked by the
// domain's `campusCodeBodySchema` on submit (the API's own rule), then the API's answer in words.
import { campusCodeBodySchema, type CampusMembershipResponse } from '@spc/domain/campus-access';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { storeRedirectTarget, useSession } from '../../../lib/session.ts';
import { useRedeemCampusCode } from '../api/redeem-campus-code.ts';
import { campusErrorKey } from '../campus-access-errors.ts';
import { CampusCardSummary } from './campus-card-summary.tsx';

export function CampusCodeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('student');
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('campusCode.title')}
        showTitle
        description={t('campusCode.lead')}
        closeLabel={t('campusCode.close')}
        layout="centered"
      >
        <CampusCodeForm />
      </DialogContent>
    </DialogRoot>
  );
}

/** The code's form, in this modal or as the easy registration modal's last step (composed in app/). */
export function CampusCodeForm() {
  const { t } = useTranslation('student');
  const session = useSession();
  const location = useLocation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CampusMembershipResponse | null>(null);
  const redeem = useRedeemCampusCode();

  if (result)
    return (
      <div className="mt-4">
        <CampusCardSummary result={result} />
      </div>
    );
  if (!session?.registered) {
    const back = () => storeRedirectTarget(`${location.pathname}${location.search}`);
    return (
      <div className="mt-4 flex flex-col gap-3">
        <p>{t('campusCode.signInFirst')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" onClick={back} className={buttonClasses({ variant: 'primary' })}>
            {t('campusCode.logIn')}
          </Link>
          <Link to="/signup" onClick={back} className={buttonClasses({ variant: 'secondary' })}>
            {t('campusCode.signUp')}
          </Link>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = campusCodeBodySchema.safeParse({ code });
    if (!parsed.success) {
      setError(t('campusErrors.ACCESS_CODE_NOT_VALID'));
      return;
    }
    try {
      setResult(await redeem.mutateAsync(parsed.data.code));
    } catch (failure) {
      setError(t(campusErrorKey(failure)));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 flex flex-col gap-4"
      aria-busy={redeem.isPending}
    >
      <TextField
        id={`${id}-code`}
        name="code"
        label={t('campusCode.label')}
        hint={t('campusCode.hint')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        data-autofocus
        error={error}
        alertError
        inputClassName="font-mono uppercase tracking-wider"
      />
      <button type="submit" disabled={redeem.isPending} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
        {redeem.isPending ? t('campusCode.submitting') : t('campusCode.submit')}
      </button>
    </form>
  );
}
