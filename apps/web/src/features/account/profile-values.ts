// The profile answers as the forms hold them (ProfileFields: account creation, profile, additional
// questions), and the resolvers that check them with the domain's schemas. The profile and the
// additional questions send snake_case bodies with a country and one school answer, so their resolver
// builds that body, runs the zod resolver over the domain schema, and names the errors after the form's
// fields; account creation's schema has the form's own keys and needs no mapping.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Country, Language } from '@spc/domain/constants';
import { isValidPostalCode, postalRegion } from '@spc/domain/location';
import {
  additionalQuestionsSchema,
  profileUpdateSchema,
  schoolRuleIssue,
  type AdditionalQuestions,
  type ProfileUpdate,
  type ValidationCode,
} from '@spc/domain/users';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { renameFieldErrors, formFieldError } from './form-errors.ts';

export interface ProfileFieldValues {
  firstName: string;
  lastName: string;
  birthdate: string;
  postal: string;
  /** '' while none is chosen. */
  gender: string;
  schoolType: string;
  schoolName: string;
  international: boolean;
  emailOptIn: boolean;
  language: Language;
}
export type ProfileFieldName = keyof ProfileFieldValues;

/** The API's field names (profile, register, additional questions) → the form's. */
export const PROFILE_FIELD_BY_API_NAME: Readonly<Record<string, ProfileFieldName>> = {
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

/**
 * The country the answers belong to (spec §5): a valid ZIP code is the US, a valid postal code Canada;
 * while the code is missing or not valid yet, `fallback` (the profile's country, else Canada).
 */
export function countryOfPostal(postal: string, fallback: Country = 'ca'): Country {
  const value = postal.trim();
  return isValidPostalCode(value) ? postalRegion(value) : fallback;
}

/** The one school answer the country asks for (spec §5), the other null. */
function schoolAnswers(values: Pick<ProfileFieldValues, 'schoolType' | 'schoolName'>, country: Country) {
  return {
    school_type: country === 'ca' ? values.schoolType || null : null,
    school_name: country === 'us' ? values.schoolName || null : null,
  };
}

type Errors<V extends Partial<ProfileFieldValues>> = Partial<Record<keyof V & ProfileFieldName, FieldError>>;

/** The school rule's error on the field at fault, unless that field already has one. */
function addSchoolRule<V extends Partial<ProfileFieldValues>>(
  errors: Errors<V>,
  issue: { field: string; code: ValidationCode } | null,
  code: (issue: { field: string; code: ValidationCode }) => ValidationCode,
) {
  if (!issue) return;
  const field = PROFILE_FIELD_BY_API_NAME[issue.field] as (keyof V & ProfileFieldName) | undefined;
  if (field && errors[field] === undefined) errors[field] = formFieldError(code(issue));
}

/** The schemas are flat objects, so each error is a FieldError (zod's nested shape never occurs). */
const flat = (errors: object) => errors as Readonly<Record<string, FieldError | undefined>>;

const parseProfile = zodResolver(profileUpdateSchema);
const parseAdditional = zodResolver(additionalQuestionsSchema);
const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

function outcome<V extends Partial<ProfileFieldValues>, O>(errors: Errors<V>, values: O | undefined) {
  return values !== undefined && Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<V> };
}

/** /profile/edit: profileUpdateSchema, then the school rule (it spans fields, so the schema leaves it out). */
export function profileResolver(fallbackCountry: Country): Resolver<ProfileFieldValues, unknown, ProfileUpdate> {
  return async (values) => {
    const country = countryOfPostal(values.postal, fallbackCountry);
    const body = {
      first_name: values.firstName,
      last_name: values.lastName,
      birth_date: values.birthdate,
      postal: values.postal,
      gender: values.gender || null,
      ...schoolAnswers(values, country),
      international: values.international,
      email_opt_in: values.emailOptIn,
      language: values.language,
      country,
    };
    const parsed = await parseProfile(body as Parameters<typeof parseProfile>[0], undefined, resolverOptions);
    const errors: Errors<ProfileFieldValues> = renameFieldErrors(flat(parsed.errors), PROFILE_FIELD_BY_API_NAME);
    // Nothing chosen reads better as "choose your school type" than as "not in the list".
    addSchoolRule(errors, schoolRuleIssue(body), (issue) =>
      (issue.field === 'school_type' ? values.schoolType === '' : values.schoolName === '') ? 'required' : issue.code,
    );
    return outcome(errors, Object.keys(parsed.errors).length === 0 ? (parsed.values as ProfileUpdate) : undefined);
  };
}

export type AdditionalAnswers = Pick<ProfileFieldValues, 'postal' | 'schoolType' | 'schoolName' | 'international'>;

/** The additional questions of sign-up: additionalQuestionsSchema, with every problem shown at once. */
export const additionalQuestionsResolver: Resolver<AdditionalAnswers, unknown, AdditionalQuestions> = async (
  values,
) => {
  const country = countryOfPostal(values.postal);
  const answers = { postal: values.postal, ...schoolAnswers(values, country), international: values.international };
  const parsed = await parseAdditional(answers as Parameters<typeof parseAdditional>[0], undefined, resolverOptions);
  const errors: Errors<AdditionalAnswers> = renameFieldErrors(flat(parsed.errors), PROFILE_FIELD_BY_API_NAME);
  // The schema checks the school only once the postal code holds: ask here too, so every problem
  // shows at once.
  addSchoolRule(errors, schoolRuleIssue({ ...answers, country }), (issue) => issue.code);
  // Nothing chosen reads better as "choose your school type" than as "not in the list".
  if (errors.schoolType && values.schoolType === '') errors.schoolType = formFieldError('required');
  if (errors.schoolName && values.schoolName === '') errors.schoolName = formFieldError('required');
  return outcome(errors, Object.keys(parsed.errors).length === 0 ? (parsed.values as AdditionalQuestions) : undefined);
};
