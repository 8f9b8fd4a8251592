// The additional questions of sign-up (spec §2 "Modals", §5): postal code, school type (a school name
// for the US) and the international-student switch. Sent (PUT /api/users/v2/user/register) only when
// the domain's additionalQuestionsSchema accepts them.
import type { AdditionalQuestions } from '@spc/domain/users';
import { useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { saveAdditionalQuestions } from '../api/save-additional-questions.ts';
import { apiFieldError, codeOfFieldError, failureMessage, fieldErrorMessage, formFieldError } from '../form-errors.ts';
import { additionalQuestionsResolver, PROFILE_FIELD_BY_API_NAME, type AdditionalAnswers } from '../profile-values.ts';
import { ProfileFields } from './profile-fields.tsx';

const FIELDS = ['postal', 'schoolType', 'schoolName'] as const;
type Field = (typeof FIELDS)[number];

interface AdditionalQuestionsFormProps {
  initial?: Partial<AdditionalAnswers>;
  onSaved: () => void | Promise<void>;
}

export function AdditionalQuestionsForm({ initial, onSaved }: AdditionalQuestionsFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const form = useForm<AdditionalAnswers, unknown, AdditionalQuestions>({
    ...submitValidation,
    resolver: additionalQuestionsResolver,
    defaultValues: {
      postal: initial?.postal ?? '',
      schoolType: initial?.schoolType ?? '',
      schoolName: initial?.schoolName ?? '',
      international: initial?.international ?? false,
    },
  });
  const { setError, formState } = form;
  useClearErrorOnChange(form);
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const save = async (answers: AdditionalQuestions) => {
    setSubmitting(true);
    try {
      await saveAdditionalQuestions(answers);
      await onSaved();
    } catch (error) {
      const fieldError = apiFieldError(error);
      const field = fieldError ? PROFILE_FIELD_BY_API_NAME[fieldError.field] : undefined;
      if (fieldError && (field === 'postal' || field === 'schoolType' || field === 'schoolName')) {
        setError(field, formFieldError(fieldError.code));
        setAttempt((count) => count + 1);
      } else setFormError(failureMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    setFormError(null);
    void form.handleSubmit(save, () => setAttempt((count) => count + 1))(event);
  };

  const summary: SummaryError[] = FIELDS.flatMap((field: Field) => {
    const code = codeOfFieldError(formState.errors[field]);
    return code ? [{ id: `${id}-${field}`, message: fieldErrorMessage(t, field, code) }] : [];
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <ProfileFields idPrefix={id} fields={['postal', 'school', 'international']} limitPostalLength />
        <Button type="submit" variant="primary" size="lg" disabled={submitting}>
          {submitting ? t('additional.submitting') : t('additional.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
