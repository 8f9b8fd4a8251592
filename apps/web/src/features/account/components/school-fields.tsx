// The school questions shared by the additional questions and the profile form (spec §5): a school
// type from the list, or for a US profile a school name from its list (empty for now, spec §3).
import { SCHOOL_NAMES, SCHOOL_TYPES, type ValidationCode } from '@spc/domain/users';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessage } from '../form-errors.ts';
import { SelectField } from '../../../components/ui/field.tsx';

interface SchoolFieldsProps {
  idPrefix: string;
  country: 'ca' | 'us';
  schoolType: string;
  schoolName: string;
  onSchoolTypeChange: (value: string) => void;
  onSchoolNameChange: (value: string) => void;
  errors: { schoolType?: ValidationCode | undefined; schoolName?: ValidationCode | undefined };
}

export function SchoolFields({
  idPrefix,
  country,
  schoolType,
  schoolName,
  onSchoolTypeChange,
  onSchoolNameChange,
  errors,
}: SchoolFieldsProps) {
  const { t } = useTranslation('account');
  if (country === 'us') {
    return (
      <SelectField
        id={`${idPrefix}-schoolName`}
        label={t('fields.schoolName')}
        value={schoolName}
        onValueChange={onSchoolNameChange}
        placeholder={t('fields.choose')}
        options={SCHOOL_NAMES.map((name) => ({ value: name, label: name }))}
        hint={SCHOOL_NAMES.length === 0 ? t('fields.schoolNamesEmpty') : undefined}
        error={errors.schoolName ? fieldErrorMessage(t, 'schoolName', errors.schoolName) : undefined}
      />
    );
  }
  return (
    <SelectField
      id={`${idPrefix}-schoolType`}
      label={t('fields.schoolType')}
      value={schoolType}
      onValueChange={onSchoolTypeChange}
      placeholder={t('fields.choose')}
      options={SCHOOL_TYPES.map((type) => ({ value: type, label: t(`schoolTypes.${type}`) }))}
      error={errors.schoolType ? fieldErrorMessage(t, 'schoolType', errors.schoolType) : undefined}
    />
  );
}
