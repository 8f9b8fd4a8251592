// The profile as /profile shows it (spec §3 "User profile"): each answer with its label, and a plain
// "not given" where there is none.
import type { Profile } from '@spc/domain/users';
import { useTranslation } from 'react-i18next';

export function ProfileDetails({ profile, email }: { profile: Profile; email: string }) {
  const { t } = useTranslation('account');
  const none = t('profile.notGiven');
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const school =
    profile.country === 'us'
      ? profile.school_name
      : profile.school_type
        ? t(`schoolTypes.${profile.school_type}`)
        : null;
  const rows: [label: string, value: string][] = [
    [t('profile.fields.name'), name || none],
    [
      t('fields.email'),
      `${email} — ${profile.email_verified ? t('profile.emailVerified') : t('profile.emailNotVerified')}`,
    ],
    [t('fields.birthdate'), profile.birth_date ?? none],
    [t('fields.postal'), profile.postal ?? none],
    [t('fields.gender'), profile.gender ? t(`genders.${profile.gender}`) : none],
    [profile.country === 'us' ? t('fields.schoolName') : t('fields.schoolType'), school ?? none],
    [t('fields.international'), profile.international ? t('profile.yes') : t('profile.no')],
    [t('fields.language'), t(`languages.${profile.language}`)],
    [t('profile.fields.emailOptIn'), profile.email_opt_in ? t('profile.yes') : t('profile.no')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
