// The member's profile (spec §3 "User profile"): reading it, the additional questions, updates, the
// language and the alerts policy.
import type { Language } from '@spc/domain/constants';
import { postalRegion, provinceCodeOf } from '@spc/domain/location';
import {
  isProfileComplete,
  schoolRuleIssue,
  VALIDATION_MESSAGES,
  type AdditionalQuestions,
  type Profile,
  type ProfileUpdate,
} from '@spc/domain/users';
import { HttpError } from '../../errors.ts';
import { cachedPrivacyVersion, currentPrivacyVersion, isPolicyUpdateDue } from '../content/service.ts';
import * as repo from './repository.ts';
import { type AccountsDeps, type User } from './account-deps.ts';
import { notRegistered } from './account-errors.ts';
import { feedMarketingList } from './marketing-list.ts';

/** The privacy versions a profile answer carries: the accepted one is the row's, the current one the content's. */
export function toProfile(row: repo.ProfileRow, emailVerified: boolean, currentPrivacyVersion: number | null): Profile {
  const profile = {
    firebase_uid: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email_lower: row.emailLower,
    language: row.language,
    postal: row.postal,
    birth_date: row.birthDate,
    gender: row.gender,
    school_type: row.schoolType,
    school_name: row.schoolName,
    international: row.international,
    province: row.province,
    referred_by: row.referredBy,
    is_auto_renew: row.isAutoRenew,
    email_opt_in: row.emailOptIn,
    theme_id: row.themeId,
    alerts_policy: row.alertsPolicy,
    privacy_version: row.privacyVersion,
    privacy_version_current: currentPrivacyVersion,
    policy_update_due: isPolicyUpdateDue(row.privacyVersion, currentPrivacyVersion),
    country: row.country,
  };
  return { ...profile, email_verified: emailVerified, is_complete: isProfileComplete(profile) };
}

const privacyNow = (deps: AccountsDeps) => cachedPrivacyVersion(deps, new Date());

async function requireProfile(deps: AccountsDeps, userId: string) {
  const profile = await repo.findProfile(deps.db, userId);
  if (!profile) throw notRegistered();
  return profile;
}

/** The province of a Canadian postal code; null for a ZIP code or a first letter Canada Post does not use. */
export function provinceOf(postal: string | null, country: string): string | null {
  if (!postal || country !== 'ca' || postalRegion(postal) !== 'ca') return null;
  return provinceCodeOf(postal) ?? null;
}

export async function getProfile(deps: AccountsDeps, user: User): Promise<Profile> {
  const [row, current] = await Promise.all([requireProfile(deps, user.id), privacyNow(deps)]);
  return toProfile(row, user.emailVerified, current);
}

/** PUT /v2/user/register: the additional questions; the province follows from the postal code. */
export async function saveAdditionalQuestions(
  deps: AccountsDeps,
  user: User,
  answers: AdditionalQuestions,
): Promise<Profile> {
  await requireProfile(deps, user.id);
  const updated = await repo.updateProfile(deps.db, user.id, {
    postal: answers.postal,
    schoolType: answers.school_type ?? null,
    schoolName: answers.school_name ?? null,
    international: answers.international,
    country: answers.country,
    province: provinceOf(answers.postal, answers.country),
  });
  if (!updated) throw notRegistered();
  return toProfile(updated, user.emailVerified, await privacyNow(deps));
}

/**
 * PUT /v2/user/profile. The school rule (spec §5) is checked on the merged profile whenever the update
 * touches the school or the country, so a member can still fix a name while the school is unanswered.
 * A new postal code without a country takes the postal code's country, as the additional questions do.
 */
export async function updateProfile(deps: AccountsDeps, user: User, update: ProfileUpdate): Promise<Profile> {
  const stored = await requireProfile(deps, user.id);
  const country = update.country ?? (update.postal !== undefined ? postalRegion(update.postal) : stored.country);
  const schoolType = update.school_type !== undefined ? update.school_type : stored.schoolType;
  const schoolName = update.school_name !== undefined ? update.school_name : stored.schoolName;
  if (update.school_type !== undefined || update.school_name !== undefined || country !== stored.country) {
    const issue = schoolRuleIssue({ country, school_type: schoolType, school_name: schoolName });
    if (issue) throw new HttpError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGES[issue.code], issue.field);
  }
  const postal = update.postal ?? stored.postal;
  const patch: repo.ProfilePatch = {
    ...(update.first_name !== undefined && { firstName: update.first_name }),
    ...(update.last_name !== undefined && { lastName: update.last_name }),
    ...(update.birth_date !== undefined && { birthDate: update.birth_date }),
    ...(update.gender !== undefined && { gender: update.gender }),
    ...(update.international !== undefined && { international: update.international }),
    ...(update.email_opt_in !== undefined && { emailOptIn: update.email_opt_in }),
    ...(update.language !== undefined && { language: update.language }),
    ...(update.theme_id !== undefined && { themeId: update.theme_id }),
    schoolType,
    schoolName,
    postal,
    country,
    province: update.postal !== undefined || country !== stored.country ? provinceOf(postal, country) : stored.province,
  };
  const updated = await repo.updateProfile(deps.db, user.id, patch);
  if (!updated) throw notRegistered();
  if (update.email_opt_in !== undefined && update.email_opt_in !== stored.emailOptIn) {
    await feedMarketingList(
      deps,
      { userId: user.id, email: user.email, language: updated.language },
      update.email_opt_in,
    );
  }
  // The auth user keeps the names and language too: the e-mails sent before a profile exists use them.
  await repo.updateAuthUser(deps.db, user.id, {
    ...(patch.firstName !== undefined || patch.lastName !== undefined
      ? { firstName: updated.firstName, lastName: updated.lastName, name: `${updated.firstName} ${updated.lastName}` }
      : {}),
    ...(patch.language !== undefined && { language: patch.language }),
  });
  return toProfile(updated, user.emailVerified, await privacyNow(deps));
}

export async function updateLanguage(deps: AccountsDeps, userId: string, language: Language) {
  await repo.updateAuthUser(deps.db, userId, { language });
  await repo.updateProfile(deps.db, userId, { language });
  return { language };
}

/**
 * PUT /user/alerts-policy: the policy-update notice acknowledged. The member now accepts the privacy
 * version in effect — the server's, never a number from the request — so the notice stays hidden
 * until a newer version takes effect.
 */
export async function acknowledgeAlertsPolicy(deps: AccountsDeps, userId: string, alertsPolicy: number) {
  await requireProfile(deps, userId);
  const privacyVersion = await currentPrivacyVersion(deps.db, new Date());
  const updated = await repo.updateProfile(deps.db, userId, {
    alertsPolicy,
    ...(privacyVersion !== null && { privacyVersion }),
  });
  return { alerts_policy: updated?.alertsPolicy ?? alertsPolicy };
}
