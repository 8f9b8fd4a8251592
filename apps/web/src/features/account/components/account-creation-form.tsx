// The account-creation step of /signup (spec §3 "Account creation"): names, e-mail, password, birth
// date, e-mail opt-in and the terms. Checked with the domain's accountCreationSchema before anything
// is sent; under the minimum age the age-restricted modal opens and no account is created. Signed in
// through a social provider but not registered, the same form comes pre-filled, without a password,
// and only registers.
import { zodResolver } from '@hookform/resolvers/zod';
import { accountCreationSchema, passwordChecks, VALIDATION_MESSAGES, type SignupMethod } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors as FormErrors, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { AgeRestrictedError, createAccount, type CreateAccountOutcome } from '../create-account.ts';
import { apiFieldError, codeOfFieldError, failureMessage, fieldErrorMessage, formFieldError } from '../form-errors.ts';
import { AgeRestrictedDialog } from './age-restricted-dialog.tsx';
import { ProfileFields } from './profile-fields.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'birthdate', 'emailOptIn', 'agree'] as const;
type Field = (typeof FIELDS)[number];

interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthdate: string;
  emailOptIn: boolean;
  agree: boolean;
}

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

/** What account creation sends of the parsed values, besides the e-mail and password. */
type AccountDetails = Pick<AccountValues, 'firstName' | 'lastName' | 'birthdate' | 'emailOptIn'>;

/** Signed in through a social provider: the identity account exists, so no e-mail or password to check. */
const finishSchema = accountCreationSchema.omit({ email: true, password: true });

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
  /** In a dialog (the easy registration modal): the page the verification link comes back to, and the
   * terms and privacy policy opened in a new tab so the answers typed so far stay. */
  inDialog?: { continuePath: string };
}

export function AccountCreationForm({ signedIn, onDone, onSubmittingChange, inDialog }: AccountCreationFormProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { refreshSession } = useSessionCommands();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const form = useForm<AccountValues, unknown, AccountDetails>({
    ...submitValidation,
    // Finishing a social sign-up checks a subset of the same values (no e-mail or password).
    resolver: (signedIn ? zodResolver(finishSchema) : zodResolver(accountCreationSchema)) as Resolver<
      AccountValues,
      unknown,
      AccountDetails
    >,
    defaultValues: {
      firstName: signedIn?.firstName ?? '',
      lastName: signedIn?.lastName ?? '',
      email: signedIn?.email ?? '',
      password: '',
      birthdate: '',
      emailOptIn: false,
      agree: false,
    },
  });
  const { register, control, setError, getValues, formState } = form;
  useClearErrorOnChange(form);
  const [attempt, setAttempt] = useState(0);
  const [ageDialog, setAgeDialog] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refused = (errors: FormErrors<AccountValues>) => {
    setAttempt((count) => count + 1);
    if (errors.birthdate?.message === VALIDATION_MESSAGES.too_young) setAgeDialog(true);
  };

  const create = async (details: AccountDetails) => {
    setSubmitting(true);
    onSubmittingChange?.(true);
    const email = getValues('email').trim();
    try {
      const outcome = await createAccount(
        signedIn
          ? { kind: 'finish', uid: signedIn.uid, signupMethod: signedIn.signupMethod, ...pick(details) }
          : {
              kind: 'email',
              email,
              password: getValues('password'),
              continuePath: inDialog?.continuePath,
              ...pick(details),
            },
        { language, refreshSession },
      );
      onDone(outcome, signedIn?.email ?? email);
      return;
    } catch (error) {
      const fieldError = apiFieldError(error);
      const field = fieldError ? FIELD_BY_API_NAME[fieldError.field] : undefined;
      if (error instanceof AgeRestrictedError) {
        setError('birthdate', formFieldError('too_young'));
        setAttempt((count) => count + 1);
        setAgeDialog(true);
      } else if (fieldError && field) {
        setError(field, formFieldError(fieldError.code));
        setAttempt((count) => count + 1);
      } else {
        setFormError(failureMessage(t, error));
      }
    }
    setSubmitting(false);
    onSubmittingChange?.(false);
  };

  const submit = (event: FormEvent) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    setFormError(null);
    void form.handleSubmit(create, refused)(event);
  };

  const message = (field: Field) => {
    const code = codeOfFieldError(formState.errors[field]);
    return code ? fieldErrorMessage(t, field, code) : undefined;
  };
  const summary: SummaryError[] = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: fieldId(field), message: text }] : [];
  });
  const checks = passwordChecks(useWatch({ control, name: 'password' }));
  const legalTarget = inDialog ? { target: '_blank', rel: 'noopener' } : {};

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}

        <ProfileFields idPrefix={id} fields={['firstName', 'lastName']} columns={2} />

        <TextField
          id={fieldId('email')}
          label={t('fields.email')}
          type="email"
          {...register('email')}
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
              {...register('password')}
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

        <ProfileFields idPrefix={id} fields={['birthdate', 'emailOptIn']} />
        <CheckboxField
          id={fieldId('agree')}
          required
          label={
            <Trans
              t={t}
              i18nKey="fields.agree"
              components={{
                terms: <Link to={paths.terms()} {...legalTarget} className="font-semibold text-brand-700 underline" />,
                privacy: (
                  <Link to={paths.privacy()} {...legalTarget} className="font-semibold text-brand-700 underline" />
                ),
              }}
            />
          }
          {...register('agree')}
          error={message('agree')}
        />

        <Button type="submit" variant="primary" size="lg" disabled={submitting} aria-disabled={submitting}>
          {submitting ? t('signup.submitting') : t(signedIn ? 'signup.finish' : 'signup.submit')}
        </Button>

        <AgeRestrictedDialog open={ageDialog} onOpenChange={setAgeDialog} />
      </form>
    </FormProvider>
  );
}

/** The profile answers the account is created with (the parsed, trimmed values). */
function pick(details: AccountDetails) {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    birthdate: details.birthdate,
    emailOptIn: details.emailOptIn,
  };
}
