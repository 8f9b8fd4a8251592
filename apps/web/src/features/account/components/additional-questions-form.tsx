// The additional questions of sign-up (spec §2 "Modals", §5): postal code, school type (a school name
// for the US) and the international-student switch. Sent (PUT /api/users/v2/user/register) only when
// the domain's additionalQuestionsSchema accepts them.
import type { Country } from '@spc/domain/constants';
import { isValidPostalCode, POSTAL_CODE_MAX_LENGTH, postalRegion } from '@spc/domain/location';
import { additionalQuestionsSchema, schoolRuleIssue } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { saveAdditionalQuestions } from '../api/save-additional-questions.ts';
import { apiFieldError, failureMessage, fieldErrorMessage, fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { SwitchField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { SchoolFields } from './school-fields.tsx';

const FIELDS = ['postal', 'schoolType', 'schoolName'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_BY_API_NAME: Readonly<Record<string, Field>> = {
  postal: 'postal',
  school_type: 'schoolType',
  school_name: 'schoolName',
};

export interface AdditionalAnswers {
  postal: string;
  schoolType: string;
  schoolName: string;
  international: boolean;
}

/**
 * The country the answers belong to (spec §5): a valid ZIP code is the US, a valid postal code Canada;
 * while the code is missing or not valid yet, `fallback` (the profile's country, else Canada).
 */
export function countryOfPostal(postal: string, fallback: Country = 'ca'): Country {
  const value = postal.trim();
  return isValidPostalCode(value) ? postalRegion(value) : fallback;
}

interface AdditionalQuestionsFormProps {
  initial?: Partial<AdditionalAnswers>;
  onSaved: () => void | Promise<void>;
}

export function AdditionalQuestionsForm({ initial, onSaved }: AdditionalQuestionsFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [values, setValues] = useState<AdditionalAnswers>({
    postal: initial?.postal ?? '',
    schoolType: initial?.schoolType ?? '',
    schoolName: initial?.schoolName ?? '',
    international: initial?.international ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const country = countryOfPostal(values.postal);

  const clearError = (field: Field) => {
    if (errors[field] !== undefined) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const set = <K extends keyof AdditionalAnswers>(key: K, value: AdditionalAnswers[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'postal' || key === 'schoolType' || key === 'schoolName') clearError(key);
  };

  const refuse = (next: FieldErrors<Field>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const answers = {
      postal: values.postal,
      school_type: country === 'ca' ? values.schoolType || null : null,
      school_name: country === 'us' ? values.schoolName || null : null,
      international: values.international,
    };
    const parsed = additionalQuestionsSchema.safeParse(answers);
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsOf<Field>(parsed.error, (key) => FIELD_BY_API_NAME[key]);
    // The schema checks the school only once the postal code holds: ask here too, so every problem
    // shows at once.
    const school = schoolRuleIssue({ ...answers, country });
    if (school) {
      const field = FIELD_BY_API_NAME[school.field];
      if (field && found[field] === undefined) found[field] = school.code;
    }
    // Nothing chosen reads better as "choose your school type" than as "not in the list".
    if (found.schoolType && values.schoolType === '') found.schoolType = 'required';
    if (found.schoolName && values.schoolName === '') found.schoolName = 'required';
    if (!parsed.success || Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await saveAdditionalQuestions(parsed.data);
      await onSaved();
    } catch (error) {
      const fieldError = apiFieldError(error);
      const field = fieldError ? FIELD_BY_API_NAME[fieldError.field] : undefined;
      if (fieldError && field) refuse({ [field]: fieldError.code });
      else setFormError(failureMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: Field) => {
    const code = errors[field];
    return code ? fieldErrorMessage(t, field, code) : undefined;
  };
  const summary: SummaryError[] = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: `${id}-${field}`, message: text }] : [];
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField
        id={`${id}-postal`}
        label={t('fields.postal')}
        value={values.postal}
        onValueChange={(value) => set('postal', value)}
        autoComplete="postal-code"
        maxLength={POSTAL_CODE_MAX_LENGTH + 1}
        required
        hint={t('fields.postalHint')}
        error={message('postal')}
        className="sm:max-w-xs"
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
        id={`${id}-international`}
        label={t('fields.international')}
        checked={values.international}
        onCheckedChange={(checked) => set('international', checked)}
        hint={t('fields.internationalHint')}
      />
      <Button type="submit" variant="primary" size="lg" disabled={submitting}>
        {submitting ? t('additional.submitting') : t('additional.submit')}
      </Button>
    </form>
  );
}
