// A school as the API shows it (the student module's answers): never its e-mail domains, only whether it has any.
import type { School } from '@spc/domain/student';
import type { SchoolRow } from './repository.ts';

export function toSchool(row: SchoolRow): School {
  return {
    id: row.id,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    province: row.province,
    school_type: row.schoolType,
    has_email_domain: row.emailDomains.length > 0,
  };
}
