// The school picker of both ways to verify (school e-mail, student ID): a labelled select of the
// schools given, named in the reader's language.
import type { School } from '@spc/domain/student';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

export function SchoolField({
  id,
  schools,
  value,
  onChange,
  className,
}: {
  id: string;
  schools: readonly School[];
  value: string;
  onChange: (schoolId: string) => void;
  className: string;
}) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t('form.school')}
      </label>
      <select id={id} required value={value} onChange={(event) => onChange(event.target.value)} className={className}>
        <option value="">{t('form.schoolPlaceholder')}</option>
        {schools.map((school) => (
          <option key={school.id} value={school.id}>
            {language === 'fr' ? school.name_fr : school.name_en}
          </option>
        ))}
      </select>
    </div>
  );
}
