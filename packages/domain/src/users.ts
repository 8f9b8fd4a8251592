// Accounts (spec §3 "User profile", "Registration", "Account creation", §5 "Validation rules"): the
// rules for passwords, e-mail addresses, names, dates, postal codes, ages and schools, and the
// request / response shapes of docs/api-accounts.md. The API route schemas and the web forms both
// parse with these, so a value one side accepts the other accepts too.
//
// Messages: every zod issue carries one of the English texts of VALIDATION_MESSAGES. The API returns
// that text as it is; the web turns it back into its code with `validationCodeOf` and shows its own
// translation (`t(`validation.${code}`)`), so the wording of both sides hangs off one list of codes.
import { z } from 'zod';
import { INT4_MAX, safeText } from './input-rules.ts';
import { SOCIAL_PROVIDERS } from './auth.ts';
import { COUNTRIES, LANGUAGES, type Country } from './constants.ts';
import { EMAIL_INVALID_MESSAGE, emailSchema, REQUIRED_MESSAGE } from './email-rules.ts';
import { isValidPostalCode, normalisePostal, POSTAL_CODE_MAX_LENGTH, postalRegion } from './location.ts';

export const GENDERS = ['female', 'male', 'non_binary', 'none'] as const;
export type Gender = (typeof GENDERS)[number];
export const SCHOOL_TYPES = ['university', 'college', 'cegep', 'secondary', 'elementary', 'other'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
/**
 * Spec §3: "The school names list is empty." A US profile needs a school name from this list (§5), so
 * until names are added no US profile counts as complete — the spec's rule, kept as written.
 */
export const SCHOOL_NAMES: readonly string[] = [];

/** How an account was created (spec §3 "Account creation" signupMethod; §3 "Session user" providers). */
export const SIGNUP_METHODS = ['email', ...SOCIAL_PROVIDERS] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

/** Spec §9: "Minimum age constant 16". Registration, account creation and profile edits use it. */
export const MIN_AGE = 16;
/** Spec §5 / §9: the age helper's own default when no minimum is given. */
export const AGE_HELPER_DEFAULT_MINIMUM = 18;
/** Spec §9: the policy-update notification shows while the preference is below this. */
export const ALERTS_POLICY_THRESHOLD = 1;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing (argon2id) a password someone sends. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const SCHOOL_NAME_MAX_LENGTH = 120;
/** Birth dates before this year are taken for typing mistakes. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const VALIDATION_MESSAGES = {
  required: REQUIRED_MESSAGE,
  email_invalid: EMAIL_INVALID_MESSAGE,
  password_weak:
    'Your password needs at least 8 characters, with at least one digit, one uppercase letter and one lowercase letter.',
  password_too_long: `Your password can be at most ${PASSWORD_MAX_LENGTH} characters.`,
  password_unchanged: 'Your new password must be different from your current one.',
  name_invalid: 'Names may contain letters, spaces, apostrophes, hyphens and periods only.',
  name_too_long: `Names can be at most ${NAME_MAX_LENGTH} characters.`,
  date_invalid: 'Please enter a real date as YYYY-MM-DD.',
  too_young: `You must be at least ${MIN_AGE} years old.`,
  postal_invalid: 'Please enter a postal code like A1B 2C3 or a 5-digit ZIP code.',
  gender_invalid: 'Please choose a gender from the list.',
  language_invalid: 'Language must be en or fr.',
  country_invalid: 'Country must be ca or us.',
  school_type_invalid: 'Please choose a school type from the list.',
  school_name_invalid: 'Please choose a school name from the list.',
  agree_required: 'You must accept the terms and conditions.',
  signup_method_invalid: 'Unknown sign-up method.',
  invalid: 'This value is not valid.',
} as const;
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

const CODE_BY_MESSAGE = new Map<string, ValidationCode>(
  Object.entries(VALIDATION_MESSAGES).map(([code, message]) => [message, code as ValidationCode]),
);

/** The code of one of our validation messages (a zod issue's or an API error's), else undefined. */
export function validationCodeOf(message: string | undefined): ValidationCode | undefined {
  return message === undefined ? undefined : CODE_BY_MESSAGE.get(message);
}

const M = VALIDATION_MESSAGES;
/** Missing → 'required'; present but of the wrong type → the field's own message. */
const missingOr = (code: ValidationCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : M[code];
const text = (code: ValidationCode) => safeText({ error: missingOr(code) });
const flag = () => z.boolean({ error: missingOr('invalid') });

// ---------------------------------------------------------------------------------------------------
// Passwords

/** The requirements of spec §5, one by one, for a checklist under the field. Length counts characters, not UTF-16 units. */
export function passwordChecks(value: string): {
  length: boolean;
  digit: boolean;
  uppercase: boolean;
  lowercase: boolean;
} {
  return {
    length: Array.from(value).length >= PASSWORD_MIN_LENGTH,
    digit: /\d/.test(value),
    uppercase: /\p{Lu}/u.test(value),
    lowercase: /\p{Ll}/u.test(value),
  };
}

/** Spec §5: at least 8 characters with a digit, an uppercase and a lowercase letter (and at most 128). */
export function isValidPassword(value: string): boolean {
  const checks = passwordChecks(value);
  return (
    checks.length &&
    checks.digit &&
    checks.uppercase &&
    checks.lowercase &&
    Array.from(value).length <= PASSWORD_MAX_LENGTH
  );
}

/** A new password. Never trimmed: spaces are part of it. */
export const passwordSchema = text('password_weak')
  .refine((value) => Array.from(value).length <= PASSWORD_MAX_LENGTH, { error: M.password_too_long, abort: true })
  .refine(isValidPassword, M.password_weak);

/** A password typed to prove who one is (sign-in, re-authentication): only present and bounded. */
export const currentPasswordSchema = text('invalid')
  .min(1, M.required)
  .refine((value) => Array.from(value).length <= PASSWORD_MAX_LENGTH, M.password_too_long);

// ---------------------------------------------------------------------------------------------------
// E-mail addresses

// The address rule lives in email-rules.ts (the web's capture box reads it without these schemas).
export { EMAIL_MAX_LENGTH, emailSchema, isValidEmail } from './email-rules.ts';

/** The form addresses are compared and stored in (`email_lower`). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------------
// Names

/** Letters of any script (with their accents), spaces, apostrophes (' and ’), hyphens and periods. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

export function isValidName(value: string): boolean {
  const trimmed = value.trim().normalize('NFC');
  return (
    trimmed.length > 0 &&
    Array.from(trimmed).length <= NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(trimmed) &&
    /\p{L}/u.test(trimmed)
  );
}

/** A first or last name: trimmed, NFC-normalised, 1–50 characters, at least one letter. */
export const nameSchema = text('name_invalid')
  .trim()
  .normalize('NFC')
  .min(1, M.required)
  .refine((value) => Array.from(value).length <= NAME_MAX_LENGTH, { error: M.name_too_long, abort: true })
  .refine(isValidName, M.name_invalid);

// ---------------------------------------------------------------------------------------------------
// Dates and ages

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(value: string): [year: number, month: number, day: number] | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  return [year, month, day];
}

/** Spec §5: YYYY-MM-DD, and a day that exists on the calendar (no 2023-02-29, no 2024-04-31). */
export function isValidIsoDate(value: string): boolean {
  return dateParts(value) !== undefined;
}

/** The calendar date of `date` where the code runs (the browser's zone on the web, the server's on the API). */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whole years between a birth date and `today` (both YYYY-MM-DD). Someone born on 29 February turns a
 * year older on 1 March in common years. NaN when either date is not a real date.
 */
export function ageOn(birthDate: string, today: string): number {
  const born = dateParts(birthDate);
  const now = dateParts(today);
  if (!born || !now) return Number.NaN;
  const [by, bm, bd] = born;
  const [ty, tm, td] = now;
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/**
 * Spec §5's age helper: at least `minimum` years old on `today`. Its default is the spec's 18; the
 * account rules (registration, account creation, profile edits) pass MIN_AGE, 16.
 */
export function isOldEnough(birthDate: string, today: string, minimum: number = AGE_HELPER_DEFAULT_MINIMUM): boolean {
  return ageOn(birthDate, today) >= minimum;
}

/** A birth date: present, YYYY-MM-DD, a real day, not before 1900. The age is checked separately. */
export const birthDateSchema = text('date_invalid')
  .trim()
  .min(1, M.required)
  .refine((value) => {
    const parts = dateParts(value);
    return parts !== undefined && parts[0] >= EARLIEST_BIRTH_YEAR;
  }, M.date_invalid);

/** A birth date of someone at least MIN_AGE today (the local calendar date when parsed). */
export const eligibleBirthDateSchema = birthDateSchema.refine(
  (value) => isOldEnough(value, isoDateOf(new Date()), MIN_AGE),
  M.too_young,
);

// ---------------------------------------------------------------------------------------------------
// Postal codes, school, the small vocabularies

/** Spec §5 postal code (the rule of location.ts): trimmed, at most 7 characters, normalised to A1B 2C3. */
export const profilePostalSchema = text('postal_invalid')
  .trim()
  .min(1, M.required)
  .max(POSTAL_CODE_MAX_LENGTH, M.postal_invalid)
  .refine(isValidPostalCode, M.postal_invalid)
  .transform(normalisePostal);

export const genderSchema = z.enum(GENDERS, { error: missingOr('gender_invalid') });
export const languageSchema = z.enum(LANGUAGES, { error: missingOr('language_invalid') });
export const countrySchema = z.enum(COUNTRIES, { error: missingOr('country_invalid') });
export const schoolTypeSchema = z.enum(SCHOOL_TYPES, { error: missingOr('school_type_invalid') });
export const schoolNameSchema = text('school_name_invalid')
  .trim()
  .min(1, M.school_name_invalid)
  .max(SCHOOL_NAME_MAX_LENGTH, M.school_name_invalid);

export interface SchoolFields {
  country?: Country | null | undefined;
  school_type?: string | null | undefined;
  school_name?: string | null | undefined;
}

/**
 * Spec §5: a US profile needs a school name from SCHOOL_NAMES; any other needs a school type from
 * SCHOOL_TYPES. Answers the field at fault and its code, or null when the rule holds.
 */
export function schoolRuleIssue(
  profile: SchoolFields,
): { field: 'school_name' | 'school_type'; code: ValidationCode } | null {
  if (profile.country === 'us') {
    return profile.school_name != null && SCHOOL_NAMES.includes(profile.school_name)
      ? null
      : { field: 'school_name', code: 'school_name_invalid' };
  }
  return profile.school_type != null && (SCHOOL_TYPES as readonly string[]).includes(profile.school_type)
    ? null
    : { field: 'school_type', code: 'school_type_invalid' };
}

/** Must be ticked: a boolean for the form's checkbox, refused unless true. */
const agreeSchema = flag().refine((value) => value, M.agree_required);

// ---------------------------------------------------------------------------------------------------
// Request and response shapes (docs/api-accounts.md)

/** Spec §3 "Registration" (GET /api/users/v2/user/register). */
export const registrationSchema = z.object({
  membership_type: z.string().nullable(),
  registered: z.boolean(),
  hasCard: z.boolean(),
  bmo: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Affiliate data stored at registration (e.g. ranMID, ranSiteID): a few short strings. */
export const affiliateSchema = z
  .record(safeText().min(1).max(64), safeText().max(512))
  .refine((value) => Object.keys(value).length <= 10, M.invalid);

/**
 * POST /api/users/register. The age is not a field error here: under MIN_AGE the API answers 422
 * AGE_RESTRICTED (the web opens the age-restricted modal), so only the date's form is checked.
 */
export const registerBodySchema = z.object({
  firebase_uid: text('invalid').min(1, M.required).max(128, M.invalid),
  first_name: nameSchema,
  last_name: nameSchema,
  birth_date: birthDateSchema,
  email_opt_in: flag(),
  language: languageSchema,
  agree: agreeSchema,
  signup_method: z.enum(SIGNUP_METHODS, { error: missingOr('signup_method_invalid') }),
  affiliate: affiliateSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * PUT /api/users/v2/user/register — the additional questions. Without a country, the postal code's
 * decides (a ZIP code is the US); the school rule then applies to that country.
 */
export const additionalQuestionsSchema = z
  .object({
    postal: profilePostalSchema,
    school_type: schoolTypeSchema.nullable().optional(),
    school_name: schoolNameSchema.nullable().optional(),
    international: flag(),
    country: countrySchema.optional(),
  })
  .transform((value) => ({ ...value, country: value.country ?? postalRegion(value.postal) }))
  .superRefine((value, ctx) => {
    const issue = schoolRuleIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: M[issue.code], input: value });
  });
export type AdditionalQuestions = z.output<typeof additionalQuestionsSchema>;

/** Spec §3 "User profile" as the API answers it (GET/PUT /api/users/v2/user/profile). */
export const profileSchema = z.object({
  firebase_uid: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_lower: z.string(),
  language: z.enum(LANGUAGES),
  postal: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  school_type: z.enum(SCHOOL_TYPES).nullable(),
  school_name: z.string().nullable(),
  international: z.boolean(),
  province: z.string().nullable(),
  referred_by: z.string().nullable(),
  is_auto_renew: z.boolean(),
  email_opt_in: z.boolean(),
  theme_id: z.number().int().nullable(),
  alerts_policy: z.number().int(),
  /** The privacy policy version the member accepted (at sign-up or on the notice); null → none recorded. */
  privacy_version: z.number().int().nullable(),
  /** The privacy policy version in effect now; null → none published yet. */
  privacy_version_current: z.number().int().nullable(),
  /** Show the policy-update notice: the accepted version is older than the current one (content `isPolicyUpdateDue`). */
  policy_update_due: z.boolean(),
  country: z.enum(COUNTRIES),
  email_verified: z.boolean(),
  is_complete: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/users/v2/user/profile: any of the fields a member edits. Not here, because other calls own
 * them: email (PUT /user/email), alerts_policy, is_auto_renew (billing), province (from the postal
 * code), referred_by. Unknown fields are dropped. The school rule needs the stored profile too, so the
 * service checks `schoolRuleIssue` on the merged result.
 */
export const profileUpdateSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    birth_date: eligibleBirthDateSchema,
    postal: profilePostalSchema,
    gender: genderSchema.nullable(),
    school_type: schoolTypeSchema.nullable(),
    school_name: schoolNameSchema.nullable(),
    international: flag(),
    email_opt_in: flag(),
    language: languageSchema,
    country: countrySchema,
    theme_id: z.number({ error: M.invalid }).int(M.invalid).min(0, M.invalid).max(INT4_MAX, M.invalid).nullable(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The web's account-creation step (spec §3 "Account creation"); the age is checked here (MIN_AGE). */
export const accountCreationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  birthdate: eligibleBirthDateSchema,
  emailOptIn: flag(),
  agree: agreeSchema,
});
export type AccountCreation = z.infer<typeof accountCreationSchema>;

/** The login page (e-mail and password). The password is not held to the creation rules here. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** PUT /api/users/user/email: the new address and the current password (re-authentication). */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** PUT /api/users/user/password. */
export const changePasswordSchema = z
  .object({
    current_password: currentPasswordSchema,
    new_password: passwordSchema,
  })
  .refine((value) => value.current_password !== value.new_password, {
    path: ['new_password'],
    error: M.password_unchanged,
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** PUT /api/users/user/update_language. */
export const languageUpdateSchema = z.object({ language: languageSchema });

/** PUT /api/users/user/alerts-policy: the policy-update notification acknowledged. */
export const alertsPolicyUpdateSchema = z.object({ alerts_policy: z.literal(ALERTS_POLICY_THRESHOLD) });

/** Spec §3 "Referral" (GET /api/users/register). */
export const referralSchema = z.object({
  referral_code: z.string(),
  referral_count: z.number().int(),
  referral_redemption_count: z.number().int(),
});
export type Referral = z.infer<typeof referralSchema>;

export type ProfileCompletenessFields = Pick<
  Profile,
  'first_name' | 'last_name' | 'birth_date' | 'postal' | 'country' | 'school_type' | 'school_name'
>;

/**
 * Spec §4 "Invalid-profile alert": whether a member's profile has everything the rules ask for —
 * both names, a real birth date, a valid postal code and the school rule for the country.
 */
export function isProfileComplete(profile: ProfileCompletenessFields): boolean {
  return (
    profile.first_name != null &&
    isValidName(profile.first_name) &&
    profile.last_name != null &&
    isValidName(profile.last_name) &&
    profile.birth_date != null &&
    birthDateSchema.safeParse(profile.birth_date).success &&
    profile.postal != null &&
    isValidPostalCode(profile.postal) &&
    schoolRuleIssue(profile) === null
  );
}
