// /profile/edit through the real route table: the profile form (spec §5 rules, field errors from the
// API's `field`), the e-mail and password changes with their errors, and account deletion.
import { VALIDATION_MESSAGES } from '@spc/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/requests.ts';
import { memberApi, MEMBER_UID, profileFixture } from '../../../test/fixtures/session-api.ts';

async function openEdit(routes: Parameters<typeof stubApi>[0] = memberApi()) {
  const fetchMock = stubApi(routes);
  const app = await renderApp('/profile/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit my profile' });
  const form = await screen.findByRole('form', { name: 'My details' });
  await waitFor(() => expect(within(form).getByLabelText('First name')).toHaveValue('Ada'));
  return { ...app, fetchMock, form };
}

describe('/profile/edit — profile', () => {
  it('refuses invalid answers inline and sends nothing', async () => {
    const { user, fetchMock, form } = await openEdit();

    await user.type(within(form).getByLabelText('First name'), '3');
    const birthdate = within(form).getByLabelText('Date of birth');
    await user.clear(birthdate);
    await user.type(birthdate, '2004-13-01');
    const postal = within(form).getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, '123');
    await user.click(within(form).getByRole('button', { name: 'Save my changes' }));

    expect(await within(form).findByRole('alert', { name: 'Please fix the following' })).toHaveFocus();
    expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription(
      'Names may contain letters, spaces, apostrophes, hyphens and periods only.',
    );
    expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a real date as YYYY-MM-DD'),
    );
    expect(within(form).getByLabelText('Postal code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postal code like A1B 2C3, or a 5-digit ZIP code.'),
    );
    expect(calls(fetchMock).some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('marks the field the API refuses', async () => {
    const { user, form } = await openEdit([
      [
        'PUT /api/users/v2/user/profile',
        () =>
          jsonResponse(
            {
              error: 'VALIDATION_ERROR',
              message: `Invalid postal: ${VALIDATION_MESSAGES.postal_invalid}`,
              field: 'postal',
            },
            400,
          ),
      ],
      ...memberApi(),
    ]);

    await user.click(within(form).getByRole('button', { name: 'Save my changes' }));

    const postal = within(form).getByLabelText('Postal code');
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    expect(postal).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postal code like A1B 2C3, or a 5-digit ZIP code.'),
    );
    expect(within(form).queryByText('Your changes are saved.')).not.toBeInTheDocument();
  });

  it('saves every answer, and switches the interface to the language chosen', async () => {
    const saved = profileFixture({ first_name: 'Augusta', language: 'fr', gender: 'non_binary' });
    const { user, fetchMock, form } = await openEdit([
      ['PUT /api/users/v2/user/profile', () => jsonResponse(saved)],
      ...memberApi(),
    ]);

    const first = within(form).getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(within(form).getByRole('radio', { name: 'Non-binary' }));
    await user.click(within(form).getByRole('radio', { name: 'French' }));
    await user.click(within(form).getByRole('button', { name: 'Save my changes' }));

    expect(await screen.findByText('Vos modifications sont enregistrées.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/users/v2/user/profile')).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      birth_date: '2004-09-15',
      postal: 'M5V 2T6',
      gender: 'non_binary',
      school_type: 'university',
      school_name: null,
      international: false,
      email_opt_in: true,
      language: 'fr',
      country: 'ca',
    });
  });

  it('groups the gender and language choices in named radio groups (fieldsets)', async () => {
    const { form } = await openEdit();

    expect(within(form).getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Woman' })).toBeChecked();
    expect(within(form).getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

describe('/profile/edit — e-mail and password', () => {
  it('asks for the current password to change the e-mail address, and says when it is wrong', async () => {
    const { user, fetchMock } = await openEdit([
      [
        'PUT /api/users/user/email',
        () => jsonResponse({ error: 'INVALID_PASSWORD', message: 'The password is not correct.' }, 401),
      ],
      ...memberApi(),
    ]);
    const form = screen.getByRole('form', { name: 'Change my e-mail address' });

    await user.type(within(form).getByLabelText('New e-mail address'), 'ada.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'WrongPass1');
    await user.click(within(form).getByRole('button', { name: 'Change my e-mail address' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining('That password is not right.'),
      ),
    );
    expect(sentBody(fetchMock, 'PUT', '/api/users/user/email')).toEqual({
      email: 'ada.new@example.com',
      password: 'WrongPass1',
    });
  });

  it('says when the new address cannot be used', async () => {
    const { user } = await openEdit([
      ['PUT /api/users/user/email', () => jsonResponse({ error: 'EMAIL_TAKEN', message: 'taken' }, 409)],
      ...memberApi(),
    ]);
    const form = screen.getByRole('form', { name: 'Change my e-mail address' });

    await user.type(within(form).getByLabelText('New e-mail address'), 'grace@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Change my e-mail address' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('New e-mail address')).toHaveAccessibleDescription(
        'This e-mail address cannot be used. Try another one.',
      ),
    );
  });

  it('refuses a bad address and a missing password before asking the server', async () => {
    const { user, fetchMock } = await openEdit();
    const form = screen.getByRole('form', { name: 'Change my e-mail address' });

    await user.type(within(form).getByLabelText('New e-mail address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Change my e-mail address' }));

    expect(within(form).getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your current password.'),
    );
    expect(calls(fetchMock)).not.toContain('PUT /api/users/user/email');
  });

  it('confirms the change of address', async () => {
    const { user } = await openEdit([
      ['PUT /api/users/user/email', { email: 'ada.new@example.com', email_verified: false }],
      ...memberApi(),
    ]);
    const form = screen.getByRole('form', { name: 'Change my e-mail address' });

    await user.type(within(form).getByLabelText('New e-mail address'), 'ada.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Change my e-mail address' }));

    expect(
      await within(form).findByText('Done. We sent a link to ada.new@example.com to confirm your new address.'),
    ).toBeInTheDocument();
  });

  it('changes the password, refusing a wrong current one and a weak or mismatched new one', async () => {
    let attempts = 0;
    const { user, fetchMock } = await openEdit([
      [
        'PUT /api/users/user/password',
        () =>
          ++attempts === 1
            ? jsonResponse({ error: 'INVALID_PASSWORD', message: 'The password is not correct.' }, 401)
            : jsonResponse({ success: true }),
      ],
      ...memberApi(),
    ]);
    const form = screen.getByRole('form', { name: 'Change my password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm the new password');
    const save = within(form).getByRole('button', { name: 'Change my password' });

    await user.type(current, 'Secret123');
    await user.type(next, 'weak');
    await user.type(confirm, 'weaker');
    await user.click(save);
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Your password needs at least 8 characters'));
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    expect(calls(fetchMock)).not.toContain('PUT /api/users/user/password');

    await user.clear(next);
    await user.type(next, 'Better456');
    await user.clear(confirm);
    await user.type(confirm, 'Better456');
    await user.click(save);
    await waitFor(() => expect(current).toHaveAccessibleDescription('That password is not right.'));

    await user.clear(current);
    await user.type(current, 'Secret1234');
    await user.click(save);
    expect(
      await within(form).findByText('Your password is changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/users/user/password')).toEqual({
      current_password: 'Secret123',
      new_password: 'Better456',
    });
  });

  it('has no e-mail or password change for a member who signs in with Google only', async () => {
    await openEdit(memberApi({ providers: ['google'] }));

    expect(screen.queryByRole('form', { name: 'Change my e-mail address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change my password' })).not.toBeInTheDocument();
    expect(screen.getByText(/You sign in with Google, Facebook or Apple/)).toBeInTheDocument();
  });
});

describe('/profile/edit — deleting the account', () => {
  it('asks for confirmation, deletes, signs out and goes home', async () => {
    const { user, fetchMock, router } = await openEdit([
      ['DELETE /api/users/deleteUser', { success: true }],
      ['POST /api/auth/sign-out', { success: true }],
      ...memberApi(),
    ]);
    const section = screen.getByRole('region', { name: 'Delete my account' });

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).not.toContain('DELETE /api/users/deleteUser');

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBody(fetchMock, 'DELETE', '/api/users/deleteUser')).toEqual({ firebaseUid: MEMBER_UID });
    const all = calls(fetchMock);
    expect(all.indexOf('POST /api/auth/sign-out')).toBeGreaterThan(all.indexOf('DELETE /api/users/deleteUser'));
  });

  it('keeps the dialog open with the error when deletion fails', async () => {
    const { user, router } = await openEdit([
      ['DELETE /api/users/deleteUser', () => jsonResponse({ error: 'INTERNAL', message: 'boom' }, 500)],
      ...memberApi(),
    ]);
    const section = screen.getByRole('region', { name: 'Delete my account' });

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(
      await within(dialog).findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/edit');
  });
});
