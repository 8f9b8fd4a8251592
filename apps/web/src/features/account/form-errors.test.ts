// From domain validation and API answers to per-field codes and sentences.
import { accountCreationSchema, VALIDATION_MESSAGES } from '@spc/domain/users';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createI18n } from '../../lib/i18n.ts';
import { apiFieldError, failureMessage, fieldErrorMessage, fieldErrorsOf, firstCodeOf } from './form-errors.ts';

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field, as its code', () => {
    const parsed = accountCreationSchema.safeParse({
      email: 'nope',
      password: 'short',
      firstName: '',
      lastName: 'Lovelace',
      birthdate: '2004-02-30',
      emailOptIn: false,
      agree: false,
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      email: 'email_invalid',
      password: 'password_weak',
      firstName: 'required',
      birthdate: 'date_invalid',
      agree: 'agree_required',
    });
  });

  it('renames fields and leaves out the ones the form does not know', () => {
    const errors = fieldErrorsOf(
      {
        issues: [
          { path: ['first_name'], message: VALIDATION_MESSAGES.name_invalid },
          { path: ['x'], message: '?' },
        ],
      },
      (key) => (key === 'first_name' ? 'firstName' : undefined),
    );
    expect(errors).toEqual({ firstName: 'name_invalid' });
  });

  it('reads an unknown message as "invalid"', () => {
    expect(firstCodeOf({ issues: [{ path: [], message: 'something else' }] })).toBe('invalid');
  });
});

describe('apiFieldError', () => {
  const error = (body: object, message: string) =>
    new ApiError(400, 'VALIDATION_ERROR', message, { body: { error: 'VALIDATION_ERROR', message, ...body } });

  it('reads the field and the code, with or without the "Invalid <field>: " prefix', () => {
    const message = VALIDATION_MESSAGES.postal_invalid;
    expect(apiFieldError(error({ field: 'postal' }, message))).toEqual({ field: 'postal', code: 'postal_invalid' });
    expect(apiFieldError(error({ field: 'postal' }, `Invalid postal: ${message}`))).toEqual({
      field: 'postal',
      code: 'postal_invalid',
    });
    expect(apiFieldError(error({ field: 'gender' }, 'Invalid gender: expected one of …'))).toEqual({
      field: 'gender',
      code: 'invalid',
    });
  });

  it('is null for errors that name no field, and for other errors', () => {
    expect(apiFieldError(error({}, 'nope'))).toBeNull();
    expect(apiFieldError(new Error('boom'))).toBeNull();
  });
});

describe('messages', () => {
  it('asks for a missing field by name when the catalogue has a prompt, else uses the rule', async () => {
    const i18n = await createI18n('en');
    const t = i18n.getFixedT('en', 'account');
    expect(fieldErrorMessage(t, 'firstName', 'required')).toBe('Enter your first name.');
    expect(fieldErrorMessage(t, 'gender', 'required')).toBe('This field is required.');
    expect(fieldErrorMessage(t, 'firstName', 'name_too_long')).toBe('Names can be at most 50 characters.');
  });

  it('tells rate limits and network failures apart from the rest', async () => {
    const i18n = await createI18n('fr');
    const t = i18n.getFixedT('fr', 'account');
    expect(failureMessage(t, new ApiError(429, 'HTTP_ERROR', 'Too Many Requests'))).toBe(
      'Trop de demandes en ce moment. Veuillez réessayer plus tard.',
    );
    expect(failureMessage(t, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      'Impossible de joindre SPC. Vérifiez votre connexion et réessayez.',
    );
    expect(failureMessage(t, new ApiError(500, 'INTERNAL', 'boom'))).toBe(
      'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    );
  });
});
