// The profile questions, written once (spec §3 "User profile", §5): names, birth date, postal code,
// gender, school (a type, or for the US a name from its list), international student, e-mail opt-in
// and language. Account creation, the profile and the additional questions each show the subset they
// ask, in their order, inside their own react-hook-form form (FormProvider); labels, hints, required
// marks, ids (`<idPrefix>-<field>`) and error sentences come from here.
import { GENDERS, SCHOOL_NAMES, SCHOOL_TYPES } from '@spc/domain/users';
import { LANGUAGES, type Country } from '@spc/domain/constants';
import { POSTAL_CODE_MAX_LENGTH } from '@spc/domain/location';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, RadioGroupField, SelectField, SwitchField, TextField } from '../../../components/ui/field.tsx';
import { tidyDateInput } from '../date-input.ts';
import { codeOfFieldError, fieldErrorMessage } from '../form-errors.ts';
import { countryOfPostal, type ProfileFieldName, type ProfileFieldValues } from '../profile-values.ts';

/** A question of the set; `school` is the school type, or the school name for a US postal code. */
export type ProfileQuestion = Exclude<ProfileFieldName, 'schoolType' | 'schoolName'> | 'school';

interface ProfileFieldsProps {
  /** The ids' prefix: each control's id is `<idPrefix>-<field>`. */
  idPrefix: string;
  /** The questions to show, in this order. */
  fields: readonly ProfileQuestion[];
  /** Two columns on wider screens (text fields side by side); one column narrows the text fields. */
  columns?: 1 | 2;
  /** The country while the postal code does not tell yet (the school question depends on it). */
  fallbackCountry?: Country;
  /** Stops typing a postal code well past its longest form (the additional questions). */
  limitPostalLength?: boolean;
}

export function ProfileFields({
  idPrefix,
  fields,
  columns = 1,
  fallbackCountry = 'ca',
  limitPostalLength = false,
}: ProfileFieldsProps) {
  const { t } = useTranslation('account');
  const { register, control, setValue, getValues, formState } = useFormContext<ProfileFieldValues>();
  const postal = useWatch({ control, name: 'postal' }) ?? '';
  const fieldId = (field: ProfileFieldName) => `${idPrefix}-${field}`;
  const message = (field: ProfileFieldName) => {
    const code = codeOfFieldError(formState.errors[field]);
    return code ? fieldErrorMessage(t, field, code) : undefined;
  };
  const narrow = columns === 1 ? 'sm:max-w-xs' : undefined;

  const question = (field: ProfileQuestion) => {
    switch (field) {
      case 'firstName':
      case 'lastName':
        return (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t(`fields.${field}`)}
            {...register(field)}
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            required
            error={message(field)}
          />
        );
      case 'birthdate':
        return (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t('fields.birthdate')}
            {...register('birthdate', {
              onBlur: () => setValue('birthdate', tidyDateInput(getValues('birthdate'))),
            })}
            autoComplete="bday"
            // Phones show the digit pad: eight digits are tidied into YYYY-MM-DD when the field is left.
            inputMode="numeric"
            placeholder={t('fields.datePlaceholder')}
            required
            hint={t('fields.birthdateHint')}
            error={message('birthdate')}
            className={narrow}
          />
        );
      case 'postal':
        return (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t('fields.postal')}
            {...register('postal')}
            autoComplete="postal-code"
            maxLength={limitPostalLength ? POSTAL_CODE_MAX_LENGTH + 1 : undefined}
            required
            hint={t('fields.postalHint')}
            error={message('postal')}
            className={narrow}
          />
        );
      case 'gender':
      case 'language': {
        const options =
          field === 'gender'
            ? GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))
            : LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
        return (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: { value, onChange } }) => (
              <RadioGroupField
                id={fieldId(field)}
                legend={t(`fields.${field}`)}
                name={fieldId(field)}
                value={value}
                onValueChange={onChange}
                options={options}
                error={message(field)}
              />
            )}
          />
        );
      }
      case 'school':
        return countryOfPostal(postal, fallbackCountry) === 'us' ? (
          <SelectField
            key="schoolName"
            id={fieldId('schoolName')}
            label={t('fields.schoolName')}
            {...register('schoolName')}
            placeholder={t('fields.choose')}
            options={SCHOOL_NAMES.map((name) => ({ value: name, label: name }))}
            hint={SCHOOL_NAMES.length === 0 ? t('fields.schoolNamesEmpty') : undefined}
            error={message('schoolName')}
          />
        ) : (
          <SelectField
            key="schoolType"
            id={fieldId('schoolType')}
            label={t('fields.schoolType')}
            {...register('schoolType')}
            placeholder={t('fields.choose')}
            options={SCHOOL_TYPES.map((type) => ({ value: type, label: t(`schoolTypes.${type}`) }))}
            error={message('schoolType')}
          />
        );
      case 'international':
        return (
          <Controller
            key={field}
            control={control}
            name="international"
            render={({ field: { value, onChange } }) => (
              <SwitchField
                id={fieldId('international')}
                label={t('fields.international')}
                checked={value}
                onCheckedChange={onChange}
                hint={t('fields.internationalHint')}
              />
            )}
          />
        );
      case 'emailOptIn':
        return (
          <CheckboxField
            key={field}
            id={fieldId('emailOptIn')}
            label={t('fields.emailOptIn')}
            {...register('emailOptIn')}
            error={message('emailOptIn')}
          />
        );
    }
  };

  const questions = fields.map(question);
  return columns === 2 ? <div className="grid gap-5 sm:grid-cols-2">{questions}</div> : <>{questions}</>;
}
