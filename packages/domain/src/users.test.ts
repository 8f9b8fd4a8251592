// The account rules of spec §5 with fast-check properties: passwords, e-mail, names, dates and ages,
// postal codes, the school rule, and the request schemas built from them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountCreationSchema,
  additionalQuestionsSchema,
  ageOn,
  birthDateSchema,
  changePasswordSchema,
  emailSchema,
  GENDERS,
  isOldEnough,
  isoDateOf,
  isProfileComplete,
  isValidEmail,
  isValidIsoDate,
  isValidName,
  isValidPassword,
  languageUpdateSchema,
  loginFormSchema,
  MIN_AGE,
  nameSchema,
  normaliseEmail,
  passwordChecks,
  passwordSchema,
  profilePostalSchema,
  profileUpdateSchema,
  registerBodySchema,
  SCHOOL_NAMES,
  SCHOOL_TYPES,
  schoolRuleIssue,
  validationCodeOf,
  VALIDATION_MESSAGES,
  type ProfileCompletenessFields,
  type ValidationCode,
} from './users.ts';

/** The validation code of the first issue at `path` ('' for the root), or undefined when it parses. */
function codeAt(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path = '',
) {
  if (result.success) return undefined;
  const issue = result.error!.issues.find((i) => i.path.join('.') === path);
  return issue ? (validationCodeOf(issue.message) ?? `unmapped: ${issue.message}`) : `no issue at ${path}`;
}

const pick = (chars: string) => fc.constantFrom(...Array.from(chars));
const lowers = pick('abcdefghijklmnopqrstuvwxyzéàç');
const uppers = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZÉÀÇ');
const digits = pick('0123456789');
const others = pick(' !@#$%^&*()_+-=[]{};:,.<>/?~');
const anyPasswordChar = fc.oneof(lowers, uppers, digits, others);

/** A password with every required kind of character, of a given total length, shuffled. */
const validPassword = fc
  .tuple(lowers, uppers, digits, fc.array(anyPasswordChar, { minLength: 5, maxLength: 125 }))
  .chain(([l, u, d, rest]) => fc.shuffledSubarray([l, u, d, ...rest], { minLength: rest.length + 3 }))
  .map((chars) => chars.join(''));

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** A real date between 1900 and 2099, as YYYY-MM-DD. */
const realDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A day shifted by `days` from a YYYY-MM-DD date. */
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The date `years` after a birth date on which the person turns that age (29 Feb → 1 Mar in common years). */
function birthdayIn(birth: string, years: number): string {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const year = y + years;
  if (m === 2 && d === 29 && !isLeap(year)) return iso(year, 3, 1);
  return iso(year, m, d);
}
const todayIso = () => isoDateOf(new Date());

describe('passwords (spec §5)', () => {
  it('accepts every password of 8–128 characters with a digit, an uppercase and a lowercase letter', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(isValidPassword(password)).toBe(true);
        // Never trimmed or otherwise changed.
        expect(passwordSchema.parse(password)).toBe(password);
      }),
    );
  });

  it('refuses a password missing any one kind of character', () => {
    const without = (kinds: fc.Arbitrary<string>[]) =>
      fc.array(fc.oneof(...kinds), { minLength: 8, maxLength: 40 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.oneof(
          without([lowers, uppers, others]),
          without([lowers, digits, others]),
          without([uppers, digits, others]),
        ),
        (password) => {
          expect(isValidPassword(password)).toBe(false);
          expect(codeAt(passwordSchema.safeParse(password))).toBe('password_weak');
        },
      ),
    );
  });

  it('refuses anything shorter than 8 characters, however varied', () => {
    fc.assert(
      fc.property(fc.array(anyPasswordChar, { maxLength: 7 }), (chars) => {
        expect(isValidPassword(chars.join(''))).toBe(false);
      }),
    );
    expect(isValidPassword('Abcdef1')).toBe(false);
    expect(isValidPassword('Abcdefg1')).toBe(true);
    expect(passwordChecks('abc')).toEqual({ length: false, digit: false, uppercase: false, lowercase: true });
  });

  it('refuses more than 128 characters with its own message, and counts characters rather than UTF-16 units', () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(Array.from(long)).toHaveLength(129);
    expect(isValidPassword(long)).toBe(false);
    expect(codeAt(passwordSchema.safeParse(long))).toBe('password_too_long');
    expect(isValidPassword(long.slice(1))).toBe(false); // lost its uppercase
    expect(isValidPassword(`Aa1${'x'.repeat(125)}`)).toBe(true);
    // Seven characters, four of them emoji (two UTF-16 units each): still too short.
    expect(isValidPassword('Aa1😀😀😀😀')).toBe(false);
    expect(isValidPassword('Aa1😀😀😀😀😀')).toBe(true);
    // Accented capitals are uppercase letters.
    expect(isValidPassword('élodie2024É')).toBe(true);
  });

  it('reports a missing or non-string password as required / weak', () => {
    expect(codeAt(passwordSchema.safeParse(undefined))).toBe('required');
    expect(codeAt(passwordSchema.safeParse(12345678))).toBe('password_weak');
  });
});

describe('e-mail addresses', () => {
  it('accepts ordinary addresses, trimmed, keeping their case; compares them lower-cased', () => {
    for (const email of ['ana@example.com', 'first.last+tag@sub.example.ca', 'o_connor@uni-montreal.ca']) {
      expect(isValidEmail(email)).toBe(true);
    }
    expect(emailSchema.parse('  Ana.Tremblay@Example.COM ')).toBe('Ana.Tremblay@Example.COM');
    expect(normaliseEmail('  Ana.Tremblay@Example.COM ')).toBe('ana.tremblay@example.com');
  });

  it('refuses malformed addresses and says why', () => {
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', 'ana@@x.com', '<a>@x.com']) {
      expect(isValidEmail(bad)).toBe(false);
      expect(codeAt(emailSchema.safeParse(bad))).toBe('email_invalid');
    }
    expect(codeAt(emailSchema.safeParse('   '))).toBe('required');
    expect(codeAt(emailSchema.safeParse(undefined))).toBe('required');
    expect(isValidEmail(`${'a'.repeat(250)}@x.ca`)).toBe(false);
  });

  it('never accepts a string with a space or without exactly one @ between parts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        if (!isValidEmail(value)) return;
        const trimmed = value.trim();
        expect(trimmed).not.toMatch(/\s/);
        expect(trimmed.split('@')).toHaveLength(2);
      }),
    );
  });
});

describe('names', () => {
  it('accepts letters with accents, spaces, apostrophes, hyphens and periods', () => {
    for (const name of ["O'Brien", 'D’Arcy', 'Jean-Luc', 'St. John', 'Élodie', 'Nguyễn', 'María José', 'J.']) {
      expect(isValidName(name)).toBe(true);
    }
    expect(nameSchema.parse('  Zoë  ')).toBe('Zoë');
    // Decomposed accents are composed, so 'é' is one character however it was typed.
    expect(nameSchema.parse('Ame\u0301lie')).toBe('Amélie');
  });

  it('refuses digits, markup, punctuation-only, blanks and more than 50 characters', () => {
    for (const bad of ['R2D2', '<script>', 'Ana!', '--', "'.", 'Ana\tMaria', 'ana@x']) {
      expect(isValidName(bad)).toBe(false);
      expect(codeAt(nameSchema.safeParse(bad))).toBe('name_invalid');
    }
    expect(codeAt(nameSchema.safeParse('   '))).toBe('required');
    expect(codeAt(nameSchema.safeParse('a'.repeat(51)))).toBe('name_too_long');
    expect(nameSchema.safeParse('a'.repeat(50)).success).toBe(true);
  });

  it('accepts any 1–50 characters of the allowed set that contain a letter, and nothing with a digit', () => {
    const allowed = fc.oneof(lowers, uppers, pick(" '’.-"));
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 1, maxLength: 50 }), (chars) => {
        const name = chars.join('');
        const trimmed = name.trim();
        expect(isValidName(name)).toBe(trimmed.length > 0 && /\p{L}/u.test(trimmed));
      }),
    );
    fc.assert(
      fc.property(fc.string(), digits, fc.string(), (before, digit, after) => {
        expect(isValidName(`${before}${digit}${after}`)).toBe(false);
      }),
    );
  });
});

describe('dates (YYYY-MM-DD, real calendar days)', () => {
  it('agrees with the calendar for every year, month and day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const date = new Date(Date.UTC(2000, m - 1, d));
          date.setUTCFullYear(y);
          const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(isValidIsoDate(iso(y, m, d))).toBe(real);
        },
      ),
    );
  });

  it('has 29 February in leap years only (2000 and 2024, not 1900, 2023 or 2100)', () => {
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2100-02-29')).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2400 }), (y) => isValidIsoDate(iso(y, 2, 29)) === isLeap(y)));
  });

  it('refuses other shapes', () => {
    for (const bad of [
      '2024-4-01',
      '24-04-01',
      '2024/04/01',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '20240401',
      '',
    ]) {
      expect(isValidIsoDate(bad)).toBe(false);
    }
    expect(codeAt(birthDateSchema.safeParse('2024-04-31'))).toBe('date_invalid');
    expect(codeAt(birthDateSchema.safeParse('1899-12-31'))).toBe('date_invalid');
    expect(codeAt(birthDateSchema.safeParse(''))).toBe('required');
    expect(codeAt(birthDateSchema.safeParse(undefined))).toBe('required');
  });

  it('writes a Date as its local calendar day', () => {
    expect(isoDateOf(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(isoDateOf(new Date(987, 0, 5))).toBe('0987-01-05');
  });
});

describe('ages around birthdays', () => {
  it('turns n exactly on the n-th birthday and is n − 1 the day before', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: 1, max: 100 }), (birth, years) => {
        const birthday = birthdayIn(birth, years);
        expect(ageOn(birth, birthday)).toBe(years);
        expect(ageOn(birth, shift(birthday, -1))).toBe(years - 1);
        expect(ageOn(birth, shift(birthday, 364))).toBe(years);
      }),
    );
  });

  it('is 0 on the day of birth and negative before it', () => {
    fc.assert(
      fc.property(realDate, (birth) => {
        expect(ageOn(birth, birth)).toBe(0);
        expect(ageOn(birth, shift(birth, -1))).toBe(-1);
      }),
    );
  });

  it('ages a 29 February baby on 1 March in common years, on 29 February in leap years', () => {
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2009-02-28', '2025-02-28')).toBe(16);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('uses 18 by default and the given minimum otherwise (registration passes MIN_AGE, 16)', () => {
    expect(MIN_AGE).toBe(16);
    expect(isOldEnough('2008-06-15', '2026-06-14')).toBe(false);
    expect(isOldEnough('2008-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2010-06-15', '2026-06-14', MIN_AGE)).toBe(false);
    expect(isOldEnough('2010-06-15', '2026-06-15', MIN_AGE)).toBe(true);
    expect(isOldEnough('not a date', '2026-06-15', 0)).toBe(false);
    expect(ageOn('2010-02-30', '2026-06-15')).toBeNaN();
  });
});

describe('postal codes in a profile', () => {
  const letter = pick('ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy');
  const canadian = fc
    .tuple(letter, digits, letter, fc.constantFrom('', ' '), digits, letter, digits)
    .map((parts) => parts.join(''));
  const zip = fc.array(digits, { minLength: 5, maxLength: 5 }).map((d) => d.join(''));

  it('accepts A1B 2C3 with or without its space and 5-digit ZIP codes, normalised', () => {
    fc.assert(
      fc.property(canadian, (code) => {
        expect(profilePostalSchema.parse(`  ${code} `)).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      }),
    );
    fc.assert(fc.property(zip, (code) => profilePostalSchema.parse(code) === code));
  });

  it('refuses other shapes with postal_invalid and an empty value with required', () => {
    for (const bad of ['A1B-2C3', 'A1B  2C3', '1A2 B3C', '1234', '123456', 'ABC DEF', 'H2X 1Y4 5']) {
      expect(codeAt(profilePostalSchema.safeParse(bad))).toBe('postal_invalid');
    }
    expect(codeAt(profilePostalSchema.safeParse(''))).toBe('required');
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 20 }), (value) => {
        fc.pre(value.trim().length > 7);
        expect(profilePostalSchema.safeParse(value).success).toBe(false);
      }),
    );
  });
});

describe('the school rule', () => {
  it('needs a school type from the list outside the US', () => {
    for (const type of SCHOOL_TYPES) expect(schoolRuleIssue({ country: 'ca', school_type: type })).toBeNull();
    expect(schoolRuleIssue({ country: 'ca', school_type: 'kindergarten' })).toEqual({
      field: 'school_type',
      code: 'school_type_invalid',
    });
    expect(schoolRuleIssue({ school_type: null })?.field).toBe('school_type');
  });

  it('needs a US school name from SCHOOL_NAMES, which the spec leaves empty', () => {
    expect(SCHOOL_NAMES).toEqual([]);
    expect(schoolRuleIssue({ country: 'us', school_type: 'university', school_name: 'Harvard' })).toEqual({
      field: 'school_name',
      code: 'school_name_invalid',
    });
  });
});

const adultBirthDate = '2000-05-17';

describe('account creation (web form)', () => {
  const valid = {
    email: 'ana@example.com',
    password: 'Secret123',
    firstName: 'Ana',
    lastName: 'Tremblay',
    birthdate: adultBirthDate,
    emailOptIn: false,
    agree: true,
  };

  it('accepts a complete form', () => {
    expect(accountCreationSchema.parse(valid)).toEqual(valid);
  });

  it('names the field at fault with its code', () => {
    const cases: [Partial<Record<keyof typeof valid, unknown>>, string, ValidationCode][] = [
      [{ agree: false }, 'agree', 'agree_required'],
      [{ password: 'secret123' }, 'password', 'password_weak'],
      [{ email: 'ana@' }, 'email', 'email_invalid'],
      [{ firstName: 'R2' }, 'firstName', 'name_invalid'],
      [{ lastName: '' }, 'lastName', 'required'],
      [{ birthdate: '2001-02-29' }, 'birthdate', 'date_invalid'],
      [{ emailOptIn: undefined }, 'emailOptIn', 'required'],
    ];
    for (const [change, field, code] of cases) {
      expect(codeAt(accountCreationSchema.safeParse({ ...valid, ...change }), field)).toBe(code);
    }
  });

  it(`refuses someone under ${MIN_AGE} today and accepts them on their ${MIN_AGE}th birthday`, () => {
    const today = todayIso();
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    // The latest birth date that is 16 today: the same day, 16 years back.
    const bornToday16 = iso(y - MIN_AGE, m, d);
    expect(accountCreationSchema.safeParse({ ...valid, birthdate: bornToday16 }).success).toBe(true);
    const oneDayShort = shift(bornToday16, 1);
    expect(codeAt(accountCreationSchema.safeParse({ ...valid, birthdate: oneDayShort }), 'birthdate')).toBe(
      'too_young',
    );
    expect(codeAt(accountCreationSchema.safeParse({ ...valid, birthdate: today }), 'birthdate')).toBe('too_young');
  });
});

describe('POST /register body', () => {
  const valid = {
    firebase_uid: 'u_123',
    first_name: 'Élodie',
    last_name: "O'Neil",
    birth_date: adultBirthDate,
    email_opt_in: true,
    language: 'fr',
    agree: true,
    signup_method: 'email',
  };

  it('accepts the contract’s fields, with optional affiliate data', () => {
    expect(registerBodySchema.parse(valid)).toEqual(valid);
    expect(registerBodySchema.parse({ ...valid, affiliate: { ranMID: '123', ranSiteID: 'abc' } }).affiliate).toEqual({
      ranMID: '123',
      ranSiteID: 'abc',
    });
  });

  it('leaves the age to the service (422 AGE_RESTRICTED), but checks the date itself', () => {
    expect(registerBodySchema.safeParse({ ...valid, birth_date: todayIso() }).success).toBe(true);
    expect(codeAt(registerBodySchema.safeParse({ ...valid, birth_date: '17/05/2000' }), 'birth_date')).toBe(
      'date_invalid',
    );
  });

  it('refuses each bad field', () => {
    expect(codeAt(registerBodySchema.safeParse({ ...valid, language: 'es' }), 'language')).toBe('language_invalid');
    expect(codeAt(registerBodySchema.safeParse({ ...valid, agree: false }), 'agree')).toBe('agree_required');
    expect(codeAt(registerBodySchema.safeParse({ ...valid, signup_method: 'myspace' }), 'signup_method')).toBe(
      'signup_method_invalid',
    );
    expect(codeAt(registerBodySchema.safeParse({ ...valid, firebase_uid: '' }), 'firebase_uid')).toBe('required');
    const manyKeys = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    expect(codeAt(registerBodySchema.safeParse({ ...valid, affiliate: manyKeys }), 'affiliate')).toBe('invalid');
  });
});

describe('additional questions (PUT /v2/user/register)', () => {
  it('accepts a Canadian postal code and a school type, normalised, country from the postal code', () => {
    expect(additionalQuestionsSchema.parse({ postal: 'h2x1y4', school_type: 'cegep', international: false })).toEqual({
      postal: 'H2X 1Y4',
      school_type: 'cegep',
      international: false,
      country: 'ca',
    });
  });

  it('needs a school type in Canada', () => {
    expect(codeAt(additionalQuestionsSchema.safeParse({ postal: 'H2X 1Y4', international: true }), 'school_type')).toBe(
      'school_type_invalid',
    );
    expect(
      codeAt(
        additionalQuestionsSchema.safeParse({ postal: 'H2X 1Y4', school_type: 'home', international: true }),
        'school_type',
      ),
    ).toBe('school_type_invalid');
  });

  it('applies the US rule to a ZIP code or country us (a name from the empty list)', () => {
    const us = { postal: '90210', school_type: 'university', school_name: 'UCLA', international: false };
    expect(codeAt(additionalQuestionsSchema.safeParse(us), 'school_name')).toBe('school_name_invalid');
    expect(
      codeAt(additionalQuestionsSchema.safeParse({ ...us, postal: 'H2X 1Y4', country: 'us' }), 'school_name'),
    ).toBe('school_name_invalid');
    // Told the country is Canada, the school type decides.
    expect(additionalQuestionsSchema.safeParse({ ...us, country: 'ca' }).success).toBe(true);
  });

  it('refuses a bad postal code before anything else', () => {
    expect(
      codeAt(
        additionalQuestionsSchema.safeParse({ postal: 'nope', school_type: 'college', international: false }),
        'postal',
      ),
    ).toBe('postal_invalid');
  });
});

describe('profile update, password change, language, login', () => {
  it('accepts any subset of the editable fields and drops the others', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(
      profileUpdateSchema.parse({
        first_name: ' Ana ',
        gender: 'non_binary',
        email_lower: 'x@y.z',
        is_auto_renew: true,
      }),
    ).toEqual({ first_name: 'Ana', gender: 'non_binary' });
    for (const gender of GENDERS) expect(profileUpdateSchema.safeParse({ gender }).success).toBe(true);
  });

  it('checks each field it is given, the age included', () => {
    expect(codeAt(profileUpdateSchema.safeParse({ gender: 'robot' }), 'gender')).toBe('gender_invalid');
    expect(codeAt(profileUpdateSchema.safeParse({ birth_date: todayIso() }), 'birth_date')).toBe('too_young');
    expect(codeAt(profileUpdateSchema.safeParse({ postal: '1234' }), 'postal')).toBe('postal_invalid');
    expect(codeAt(profileUpdateSchema.safeParse({ theme_id: -1 }), 'theme_id')).toBe('invalid');
    expect(codeAt(profileUpdateSchema.safeParse({ country: 'fr' }), 'country')).toBe('country_invalid');
  });

  it('needs a strong new password that differs from the current one', () => {
    expect(changePasswordSchema.safeParse({ current_password: 'old', new_password: 'Newer1234' }).success).toBe(true);
    expect(
      codeAt(changePasswordSchema.safeParse({ current_password: 'old', new_password: 'weak' }), 'new_password'),
    ).toBe('password_weak');
    expect(
      codeAt(
        changePasswordSchema.safeParse({ current_password: 'Same1234', new_password: 'Same1234' }),
        'new_password',
      ),
    ).toBe('password_unchanged');
  });

  it('takes en or fr only', () => {
    expect(languageUpdateSchema.parse({ language: 'fr' })).toEqual({ language: 'fr' });
    expect(codeAt(languageUpdateSchema.safeParse({ language: 'FR' }), 'language')).toBe('language_invalid');
  });

  it('does not hold a login password to the creation rules, but bounds it', () => {
    expect(loginFormSchema.safeParse({ email: 'a@b.ca', password: 'x' }).success).toBe(true);
    expect(codeAt(loginFormSchema.safeParse({ email: 'a@b.ca', password: '' }), 'password')).toBe('required');
    expect(codeAt(loginFormSchema.safeParse({ email: 'a@b.ca', password: 'x'.repeat(129) }), 'password')).toBe(
      'password_too_long',
    );
  });
});

describe('isProfileComplete (invalid-profile alert)', () => {
  const complete: ProfileCompletenessFields = {
    first_name: 'Ana',
    last_name: 'Tremblay',
    birth_date: adultBirthDate,
    postal: 'H2X 1Y4',
    country: 'ca',
    school_type: 'university',
    school_name: null,
  };

  it('is true for a complete Canadian profile', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('is false when any one required part is missing or invalid', () => {
    const broken: Partial<ProfileCompletenessFields>[] = [
      { first_name: null },
      { last_name: '' },
      { birth_date: null },
      { birth_date: '2001-02-29' },
      { postal: null },
      { postal: 'H2X-1Y4' },
      { school_type: null },
      { country: 'us', postal: '90210' },
    ];
    for (const change of broken) expect(isProfileComplete({ ...complete, ...change })).toBe(false);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('maps every message back to its own code, so the web can translate what the API says', () => {
    const codes = Object.keys(VALIDATION_MESSAGES) as ValidationCode[];
    expect(new Set(Object.values(VALIDATION_MESSAGES)).size).toBe(codes.length);
    for (const code of codes) expect(validationCodeOf(VALIDATION_MESSAGES[code])).toBe(code);
    expect(validationCodeOf('something else')).toBeUndefined();
    expect(validationCodeOf(undefined)).toBeUndefined();
    expect(VALIDATION_MESSAGES.too_young).toContain(String(MIN_AGE));
  });
});
