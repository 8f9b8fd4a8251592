// The editable profile of /profile/edit (spec §3 "User profile", §5): names, birth date, postal code,
// gender, school, international student, e-mail opt-in and language. Checked with the domain's
// profileUpdateSchema and school rule; a field the API refuses (400 with `field`) is marked the same way.
import { GENDERS, profileUpdateSchema, schoolRuleIssue, type Profile } from '@spc/domain/users';
import { LANGUAGES, type Language } from '@spc/domain/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { tidyDateInput } from '../date-input.ts';
import { apiFieldError, failureMessage, fieldErrorMessage, fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { countryOfPostal } from './additional-questions-form.tsx';
import { CheckboxField, RadioGroupField, SwitchField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { SchoolFields } from './school-fields.tsx';

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
] as const;
type Field = (typeof FIELDS)[number];

const FIELD_BY_API_NAME: Readonly<Record<string, Field>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthdate',
  postal: 'postal',
  gender: 'gender',
  school_type: 'schoolType',
  school_name: 'schoolName',
  international: 'international',
  email_opt_in: 'emailOptIn',
  language: 'language',
};

interface ProfileValues {
  firstName: string;
  lastName: string;
  birthdate: string;
  postal: string;
  gender: string;
  schoolType: string;
  schoolName: string;
  international: boolean;
  emailOptIn: boolean;
  language: Language;
}

function valuesOf(profile: Profile): ProfileValues {
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
  const fieldId = (field: Field) => `${id}-${field}`;
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const country = countryOfPostal(values.postal, profile.country);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
    if (errors[key] !== undefined) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const refuse = (next: FieldErrors<Field>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(false);
    const body = {
      first_name: values.firstName,
      last_name: values.lastName,
      birth_date: values.birthdate,
      postal: values.postal,
      gender: values.gender || null,
      school_type: country === 'ca' ? values.schoolType || null : null,
      school_name: country === 'us' ? values.schoolName || null : null,
      international: values.international,
      email_opt_in: values.emailOptIn,
      language: values.language,
      country,
    };
    const parsed = profileUpdateSchema.safeParse(body);
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsOf<Field>(parsed.error, (key) => FIELD_BY_API_NAME[key]);
    // The school rule spans several fields, so the schema leaves it to us (and to the server).
    const school = schoolRuleIssue(body);
    if (school) {
      const field = FIELD_BY_API_NAME[school.field];
      const empty = school.field === 'school_type' ? values.schoolType === '' : values.schoolName === '';
      if (field && found[field] === undefined) found[field] = empty ? 'required' : school.code;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(valuesOf(next));
        setSaved(true);
        void onSaved(next);
      },
      onError: (error) => {
        const fieldError = apiFieldError(error);
        const field = fieldError ? FIELD_BY_API_NAME[fieldError.field] : undefined;
        if (fieldError && field) refuse({ [field]: fieldError.code });
      },
    });
  };

  const message = (field: Field) => {
    const code = errors[field];
    return code ? fieldErrorMessage(t, field, code) : undefined;
  };
  const summary: SummaryError[] = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: fieldId(field), message: text }] : [];
  });
  const fieldFailure = update.isError && apiFieldError(update.error) !== null;
  const formError = update.isError && !fieldFailure ? failureMessage(t, update.error) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('profileEdit.details')}
      </h2>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <div aria-live="polite">{saved ? <FormMessage tone="success">{t('profileEdit.saved')}</FormMessage> : null}</div>
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
        />
        <TextField
          id={fieldId('postal')}
          label={t('fields.postal')}
          value={values.postal}
          onValueChange={(value) => set('postal', value)}
          autoComplete="postal-code"
          required
          hint={t('fields.postalHint')}
          error={message('postal')}
        />
      </div>

      <RadioGroupField
        id={fieldId('gender')}
        legend={t('fields.gender')}
        name={`${id}-gender`}
        value={values.gender}
        onValueChange={(value) => set('gender', value)}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
        error={message('gender')}
      />

      <SchoolFields
        idPrefix={id}
        country={country}
        schoolType={values.schoolType}
        schoolName={values.schoolName}
        onSchoolTypeChange={(value) => set('schoolType', value)}
        onSchoolNameChange={(value) => set('schoolName', value)}
        errors={{ schoolType: errors.schoolType, schoolName: errors.schoolName }}
      />

      <SwitchField
        id={fieldId('international')}
        label={t('fields.international')}
        checked={values.international}
        onCheckedChange={(checked) => set('international', checked)}
        hint={t('fields.internationalHint')}
      />

      <CheckboxField
        id={fieldId('emailOptIn')}
        label={t('fields.emailOptIn')}
        checked={values.emailOptIn}
        onCheckedChange={(checked) => set('emailOptIn', checked)}
        error={message('emailOptIn')}
      />

      <RadioGroupField
        id={fieldId('language')}
        legend={t('fields.language')}
        name={`${id}-language`}
        value={values.language}
        onValueChange={(value) => set('language', value as Language)}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        error={message('language')}
      />

      <Button type="submit" variant="primary" size="lg" className="self-start" disabled={update.isPending}>
        {update.isPending ? t('profileEdit.saving') : t('profileEdit.save')}
      </Button>
    </form>
  );
}
