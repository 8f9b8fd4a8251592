// The school portal's link on a campus page (spec §8 "School-portal card registration"), the API stubbed:
// the token checked ('Verified Token'), the campus card registered; 'User has Active Card' counts as
// already registered and clears the kept school data; any other failure alerts 'School Portal
// Registration failed', in the reader's language.
import type { Language } from '@spc/domain/constants';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { memberApi } from '../../../test/fixtures/session-api.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readSchoolData } from '../api/school-portal.ts';
import { SchoolPortalPanel } from './school-portal-panel.tsx';

const TOKEN = 'a'.repeat(32);
const campus = {
  id: 7,
  url_name: 'mcgill-downtown',
  name_en: 'Downtown campus',
  name_fr: 'Campus du centre-ville',
  school_name_en: 'McGill University',
  school_name_fr: 'Université McGill',
};
const verified = { message: 'Verified Token', campus, school_email: 'ada@mail.mcgill.ca' };
const registered = {
  message: 'Campus membership active',
  campus,
  card: {
    card_number: '6018123412341234',
    csv: '123',
    cobrand: 'campus',
    campus: 'mcgill-downtown',
    expiry_date: '2027-11-26T00:00:00.000Z',
  },
};

async function show(language: Language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['student']);
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter initialEntries={[`/campus/mcgill-downtown?portal_token=${TOKEN}`]}>
        <SchoolPortalPanel campus="mcgill-downtown" />
      </MemoryRouter>
    </TestProviders>,
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('School-portal card registration', () => {
  it('checks the token, keeps the school data, then registers the campus card and clears it', async () => {
    stubApi([
      ...memberApi(),
      ['POST /api/users/school-portal/verify', verified],
      ['POST /api/users/school-portal/register', registered],
    ]);
    await show();
    expect(await screen.findByText('Your school address ada@mail.mcgill.ca is confirmed.')).toBeInTheDocument();
    expect(readSchoolData()).toEqual({ token: TOKEN, campus: 'mcgill-downtown' });
    await userEvent.click(screen.getByRole('button', { name: 'Add my campus card' }));
    expect(await screen.findByText('Your campus membership is active')).toBeInTheDocument();
    expect(screen.getByText('6018-1234-1234-1234')).toBeInTheDocument();
    expect(readSchoolData()).toBeNull();
  });

  it("treats 'User has Active Card' as already registered and clears the school data", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi([
      ...memberApi(),
      ['POST /api/users/school-portal/verify', verified],
      [
        'POST /api/users/school-portal/register',
        () => jsonResponse({ error: 'CARD_ALREADY_ACTIVE', message: 'User has Active Card' }, 409),
      ],
    ]);
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add my campus card' }));
    expect(await screen.findByText('Your card is already registered: nothing more to do.')).toBeInTheDocument();
    expect(readSchoolData()).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts 'School Portal Registration failed' on any other failure, in French too", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi([
      ...memberApi(),
      ['POST /api/users/school-portal/verify', verified],
      [
        'POST /api/users/school-portal/register',
        () => jsonResponse({ error: 'ALREADY_REDEEMED', message: 'Already Redeemed your SPC Membership' }, 409),
      ],
    ]);
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add my campus card' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('School Portal Registration failed'));
    expect(readSchoolData()).toEqual({ token: TOKEN, campus: 'mcgill-downtown' });

    window.sessionStorage.clear();
    cleanup();
    alert.mockClear();
    await show('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter ma carte campus' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('L’enregistrement par le portail de l’établissement a échoué'),
    );
  });

  it("says an expired token's refusal in the member's words", async () => {
    stubApi([
      ...memberApi(),
      [
        'POST /api/users/school-portal/verify',
        () => jsonResponse({ error: 'TOKEN_EXPIRED', message: 'Token Expired Create new Token' }, 410),
      ],
    ]);
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask your school portal for a new one.',
    );
  });
});
