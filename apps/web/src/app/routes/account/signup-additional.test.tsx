// /signup/additional through the real route table: the guard of spec §4 "Signup", the postal code and
// school rules of spec §5 (nothing is sent until they hold), the 'why we ask' modal, and the way on.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { markAccountCreated } from '../../../features/account/signup-progress.ts';
import { sentBodies } from '../../../test/requests.ts';
import { memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';

const incomplete = profileFixture({ postal: null, school_type: null });

describe('/signup/additional', () => {
  it('sends someone who has not created an account to /signup/account-creation (→ /signup)', async () => {
    stubApi(visitorApi);
    const { router } = await renderApp('/signup/additional');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('is open once step one is complete in this visit', async () => {
    markAccountCreated();
    stubApi(visitorApi);
    await renderApp('/signup/additional');

    expect(await screen.findByRole('heading', { level: 1, name: 'A few more questions' })).toBeInTheDocument();
  });

  it('is open to a signed-in registered member, and sends only valid answers', async () => {
    const fetchMock = stubApi([
      ['PUT /api/users/v2/user/register', () => jsonResponse(profileFixture({ postal: 'H2X 1Y4' }))],
      ...memberApi({ profile: incomplete, cards: [] }),
    ]);
    const { user, router } = await renderApp('/signup/additional');
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });

    await user.type(screen.getByLabelText('Postal code'), 'H2X1Y');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please fix the following' });
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postal code like A1B 2C3, or a 5-digit ZIP code.'),
    );
    expect(screen.getByLabelText('Type of school')).toHaveAccessibleDescription('Choose your type of school.');
    expect(sentBodies(fetchMock, 'PUT', '/api/users/v2/user/register')).toEqual([]);

    await user.type(screen.getByLabelText('Postal code'), '4');
    await user.selectOptions(screen.getByLabelText('Type of school'), 'CEGEP');
    await user.click(screen.getByRole('switch', { name: 'I am an international student' }));
    expect(screen.getByRole('switch', { name: 'I am an international student' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/purchase'));
    expect(sentBodies(fetchMock, 'PUT', '/api/users/v2/user/register')).toEqual([
      { postal: 'H2X 1Y4', school_type: 'cegep', school_name: null, international: true, country: 'ca' },
    ]);
  });

  it('asks a US student for a school name from the list, which is empty, so it cannot be sent', async () => {
    const fetchMock = stubApi(memberApi({ profile: incomplete }));
    const { user } = await renderApp('/signup/additional');
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });

    await user.type(screen.getByLabelText('Postal code'), '90210');
    expect(screen.queryByLabelText('Type of school')).not.toBeInTheDocument();
    const school = screen.getByLabelText('School');
    expect(within(school).getAllByRole('option')).toHaveLength(1);
    expect(school).toHaveAccessibleDescription('No schools are listed for the United States yet.');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', { name: 'Please fix the following' })).toBeInTheDocument();
    expect(screen.getByLabelText('School')).toHaveAccessibleDescription(expect.stringContaining('Choose your school.'));
    expect(sentBodies(fetchMock, 'PUT', '/api/users/v2/user/register')).toEqual([]);
  });

  it('marks the field the API refuses', async () => {
    stubApi([
      [
        'PUT /api/users/v2/user/register',
        () =>
          jsonResponse(
            {
              error: 'VALIDATION_ERROR',
              message: 'Please enter a postal code like A1B 2C3 or a 5-digit ZIP code.',
              field: 'postal',
            },
            400,
          ),
      ],
      ...memberApi({ profile: incomplete, cards: [] }),
    ]);
    const { user, router } = await renderApp('/signup/additional');
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });

    await user.type(screen.getByLabelText('Postal code'), 'X0A 0H0');
    await user.selectOptions(screen.getByLabelText('Type of school'), 'University');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postal code like A1B 2C3, or a 5-digit ZIP code.'),
    );
    expect(router.state.location.pathname).toBe('/signup/additional');
  });

  it('explains the questions in the “why we ask” modal, and gives the focus back when it closes', async () => {
    const fetchMock = stubApi(memberApi({ profile: incomplete }));
    const { user } = await renderApp('/signup/additional');
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });

    const opener = screen.getByRole('button', { name: 'Why do we ask?' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Why we ask' });
    expect(within(dialog).getByText(/postal code lets us show the stores/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(calls(fetchMock).some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('reads naturally in French', async () => {
    stubApi(memberApi({ profile: profileFixture({ postal: null, school_type: null, language: 'fr' }) }));
    await renderApp('/signup/additional', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Encore quelques questions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type d’établissement')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cégep' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pourquoi posons-nous ces questions?' })).toBeInTheDocument();
  });
});
