// The editable profile of /profile/edit (spec §3 "User profile", §5): names, birth date, postal code,
// gender, school, international student, e-mail opt-in and language. Checked with the domain's
// profileUpdateSchema and school rule; a field the API refuses (400 with `field`) is marked the same way.
import type { Profile, ProfileUpdate } from '@spc/domain/users';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { apiFieldError, codeOfFieldError, failureMessage, fieldErrorMessage, formFieldError } from '../form-errors.ts';
import {
  PROFILE_FIELD_BY_API_NAME,
  profileResolver,
  type ProfileFieldName,
  type ProfileFieldValues,
} from '../profile-values.ts';
import { ProfileFields } from './profile-fields.tsx';

/** The fields in the page's order (the error summary lists them so). */
const FIELDS = [
  'firstName',
  'lastName',
  'birthdate',
  'postal',
  'gender',
  'schoolType',
  'schoolName',
  'international',
  'emailOptIn',
  'language',
] as const satisfies readonly ProfileFieldName[];

function valuesOf(profile: Profile): ProfileFieldValues {
  return {
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    birthdate: profile.birth_date ?? '',
    postal: profile.postal ?? '',
    gender: profile.gender ?? '',
    schoolType: profile.school_type ?? '',
    schoolName: profile.school_name ?? '',
    international: profile.international,
    emailOptIn: profile.email_opt_in,
    language: profile.language,
  };
}

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void | Promise<void>;
}

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const update = useUpdateProfile();
  const form = useForm<ProfileFieldValues, unknown, ProfileUpdate>({
    ...submitValidation,
    resolver: profileResolver(profile.country),
    defaultValues: valuesOf(profile),
  });
  const { setError, reset, formState } = form;
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  // "Saved" goes as soon as anything is changed again.
  useClearErrorOnChange(
    form,
    useCallback(() => setSaved(false), []),
  );

  const save = (body: ProfileUpdate) => {
    update.mutate(body, {
      onSuccess: (next) => {
        reset(valuesOf(next));
        setSaved(true);
        void onSaved(next);
      },
      onError: (error) => {
        const fieldError = apiFieldError(error);
        const field = fieldError ? PROFILE_FIELD_BY_API_NAME[fieldError.field] : undefined;
        if (fieldError && field) {
          setError(field, formFieldError(fieldError.code));
          setAttempt((count) => count + 1);
        }
      },
    });
  };

  const submit = (event: FormEvent) => {
    if (update.isPending) {
      event.preventDefault();
      return;
    }
    setSaved(false);
    void form.handleSubmit(save, () => setAttempt((count) => count + 1))(event);
  };

  const summary: SummaryError[] = FIELDS.flatMap((field) => {
    const code = codeOfFieldError(formState.errors[field]);
    return code ? [{ id: `${id}-${field}`, message: fieldErrorMessage(t, field, code) }] : [];
  });
  const fieldFailure = update.isError && apiFieldError(update.error) !== null;
  const formError = update.isError && !fieldFailure ? failureMessage(t, update.error) : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('profileEdit.details')}
        </h2>
        <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
        <div aria-live="polite">
          {saved ? <FormMessage tone="success">{t('profileEdit.saved')}</FormMessage> : null}
        </div>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}

        <ProfileFields idPrefix={id} fields={['firstName', 'lastName', 'birthdate', 'postal']} columns={2} />
        <ProfileFields
          idPrefix={id}
          fields={['gender', 'school', 'international', 'emailOptIn', 'language']}
          fallbackCountry={profile.country}
        />

        <Button type="submit" variant="primary" size="lg" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('profileEdit.saving') : t('profileEdit.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
