// The account-creation step of /signup (spec §3 "Account creation"): names, e-mail, password, birth
// date, e-mail opt-in and the terms. Checked with the domain's accountCreationSchema before anything
// is sent; under the minimum age the age-restricted modal opens and no account is created. Signed in
// through a social provider but not registered, the same form comes pre-filled, without a password,
// and only registers.
import { accountCreationSchema, passwordChecks, type SignupMethod } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { AgeRestrictedError, createAccount, type CreateAccountOutcome } from '../create-account.ts';
import { tidyDateInput } from '../date-input.ts';
import { apiFieldError, failureMessage, fieldErrorMessage, fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { AgeRestrictedDialog } from './age-restricted-dialog.tsx';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { paths } from '../../../lib/paths.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'birthdate', 'emailOptIn', 'agree'] as const;
type Field = (typeof FIELDS)[number];

/** The API's field names (POST /register, sign-up) → the form's. */
const FIELD_BY_API_NAME: Readonly<Record<string, Field>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthdate',
  email_opt_in: 'emailOptIn',
  agree: 'agree',
  email: 'email',
  password: 'password',
  firstName: 'firstName',
  lastName: 'lastName',
  birthDate: 'birthdate',
  emailOptIn: 'emailOptIn',
};

/** Finishing a sign-up that already has its identity account (a social sign-in). */
export interface SignedInAccount {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  signupMethod: SignupMethod;
}

interface AccountCreationFormProps {
  /** Present when signed in but not registered: no password, e-mail from the identity provider. */
  signedIn: SignedInAccount | null;
  onDone: (outcome: CreateAccountOutcome, email: string) => void;
  /** True from the moment the account is being created until it is created or refused. */
  onSubmittingChange?: (submitting: boolean) => void;
}

export function AccountCreationForm({ signedIn, onDone, onSubmittingChange }: AccountCreationFormProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { refreshSession } = useSessionCommands();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [values, setValues] = useState({
    firstName: signedIn?.firstName ?? '',
    lastName: signedIn?.lastName ?? '',
    email: signedIn?.email ?? '',
    password: '',
    birthdate: '',
    emailOptIn: false,
    agree: false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const [ageDialog, setAgeDialog] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // An error goes once the value changes; it comes back on the next submit if still wrong.
    if (errors[key] !== undefined) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const refuse = (next: FieldErrors<Field>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const schema = signedIn ? accountCreationSchema.omit({ email: true, password: true }) : accountCreationSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      refuse(found);
      if (found.birthdate === 'too_young') setAgeDialog(true);
      return;
    }
    setErrors({});
    setSubmitting(true);
    onSubmittingChange?.(true);
    const details = {
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      birthdate: parsed.data.birthdate,
      emailOptIn: parsed.data.emailOptIn,
    };
    try {
      const outcome = await createAccount(
        signedIn
          ? { kind: 'finish', uid: signedIn.uid, signupMethod: signedIn.signupMethod, ...details }
          : { kind: 'email', email: values.email.trim(), password: values.password, ...details },
        { language, refreshSession },
      );
      onDone(outcome, signedIn?.email ?? values.email.trim());
      return;
    } catch (error) {
      const fieldError = apiFieldError(error);
      const field = fieldError ? FIELD_BY_API_NAME[fieldError.field] : undefined;
      if (error instanceof AgeRestrictedError) {
        refuse({ birthdate: 'too_young' });
        setAgeDialog(true);
      } else if (fieldError && field) {
        refuse({ [field]: fieldError.code });
      } else {
        setFormError(failureMessage(t, error));
      }
    }
    setSubmitting(false);
    onSubmittingChange?.(false);
  };

  const message = (field: Field) => {
    const code = errors[field];
    return code ? fieldErrorMessage(t, field, code) : undefined;
  };
  const summary: SummaryError[] = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: fieldId(field), message: text }] : [];
  });
  const checks = passwordChecks(values.password);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('firstName')}
          label={t('fields.firstName')}
          value={values.firstName}
          onValueChange={(value) => set('firstName', value)}
          autoComplete="given-name"
          required
          error={message('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={t('fields.lastName')}
          value={values.lastName}
          onValueChange={(value) => set('lastName', value)}
          autoComplete="family-name"
          required
          error={message('lastName')}
        />
      </div>

      <TextField
        id={fieldId('email')}
        label={t('fields.email')}
        type="email"
        value={values.email}
        onValueChange={(value) => set('email', value)}
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="off"
        required
        readOnly={signedIn !== null}
        hint={signedIn ? t('signup.emailFromProvider') : undefined}
        error={message('email')}
      />

      {signedIn ? null : (
        <div className="flex flex-col gap-2">
          <PasswordField
            id={fieldId('password')}
            label={t('fields.password')}
            value={values.password}
            onValueChange={(value) => set('password', value)}
            autoComplete="new-password"
            required
            hint={t('passwordRules.summary')}
            error={message('password')}
            showLabel={t('passwordToggle.show')}
            hideLabel={t('passwordToggle.hide')}
          />
          <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2" aria-label={t('passwordRules.label')}>
            {(['length', 'digit', 'uppercase', 'lowercase'] as const).map((rule) => (
              <li key={rule} className={checks[rule] ? 'text-green-800' : ''}>
                <span aria-hidden="true">{checks[rule] ? '✓ ' : '○ '}</span>
                {t(`passwordRules.${rule}`)}
                <span className="sr-only"> {checks[rule] ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <TextField
        id={fieldId('birthdate')}
        label={t('fields.birthdate')}
        value={values.birthdate}
        onValueChange={(value) => set('birthdate', value)}
        onBlur={() => setValues((current) => ({ ...current, birthdate: tidyDateInput(current.birthdate) }))}
        autoComplete="bday"
        placeholder={t('fields.datePlaceholder')}
        required
        hint={t('fields.birthdateHint')}
        error={message('birthdate')}
        className="sm:max-w-xs"
      />

      <CheckboxField
        id={fieldId('emailOptIn')}
        label={t('fields.emailOptIn')}
        checked={values.emailOptIn}
        onCheckedChange={(checked) => set('emailOptIn', checked)}
        error={message('emailOptIn')}
      />
      <CheckboxField
        id={fieldId('agree')}
        required
        label={
          <Trans
            t={t}
            i18nKey="fields.agree"
            components={{
              terms: <Link to={paths.terms()} className="font-semibold text-brand-700 underline" />,
              privacy: <Link to={paths.privacy()} className="font-semibold text-brand-700 underline" />,
            }}
          />
        }
        checked={values.agree}
        onCheckedChange={(checked) => set('agree', checked)}
        error={message('agree')}
      />

      <Button type="submit" variant="primary" size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? t('signup.submitting') : t(signedIn ? 'signup.finish' : 'signup.submit')}
      </Button>

      <AgeRestrictedDialog open={ageDialog} onOpenChange={setAgeDialog} />
    </form>
  );
}
