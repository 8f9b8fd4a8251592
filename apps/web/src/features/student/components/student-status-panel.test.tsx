// The profile's Student status section and the link's page (issue 18 items 2–3), the API stubbed: the
// status as the API says it, the school and school e-mail form, then the 6-digit code; the API's
// refusals in the member's words; the link's page confirms only on a click (a POST with the token).
import type { Language } from '@spc/domain/constants';
import type { CampusListResponse, VerificationStatusResponse } from '@spc/domain/student';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { StudentStatusPanel } from './student-status-panel.tsx';
import { StudentVerificationPage } from './student-verification-page.tsx';

const school = {
  id: 3,
  name_en: 'University of Toronto',
  name_fr: 'Université de Toronto',
  province: 'ON',
  school_type: 'university' as const,
  has_email_domain: true,
};
const list: CampusListResponse = { schools: [{ ...school, campuses: [] }] };
const noId = { method: null, id_review: null, needs_no_student_id: false };
const none: VerificationStatusResponse = { status: 'none', school: null, verified_until: null, ...noId };
const verified: VerificationStatusResponse = {
  status: 'verified',
  school,
  verified_until: '2027-09-01T16:00:00.000Z',
  ...noId,
  method: 'email',
};

async function show(
  node: React.ReactNode,
  { language = 'en', path = '/profile' }: { language?: Language; path?: string } = {},
) {
  const i18n = await createI18n(language);
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </TestProviders>,
  );
}

describe('Student status on the profile', () => {
  it('sends a code to the school address, then confirms it', async () => {
    const fetchMock = stubApi([
      ['GET /api/users/verification-status', none],
      ['GET /api/users/campus/list', list],
      ['POST /api/users/student/verification', { sent: true, expires_at: '2026-11-26T03:00:00.000Z', remaining: 4 }],
      ['POST /api/users/student/verification/confirm', verified],
    ]);
    await show(<StudentStatusPanel />);
    expect(await screen.findByText(/Confirm that you are a student/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'University of Toronto' });
    await userEvent.selectOptions(screen.getByLabelText('Your school'), 'University of Toronto');
    await userEvent.type(screen.getByLabelText('Your school e-mail address'), 'me@mail.utoronto.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code to me@mail.utoronto.ca/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Verified student of University of Toronto until September 1, 2027.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/users/student/verification');
  });

  it("says the API's refusal in the member's words, in French too", async () => {
    stubApi([
      ['GET /api/users/verification-status', none],
      ['GET /api/users/campus/list', list],
      ['POST /api/users/student/verification', () => jsonResponse({ error: 'DOMAIN_NOT_ELIGIBLE', message: 'x' }, 422)],
    ]);
    await show(<StudentStatusPanel />, { language: 'fr' });
    await screen.findByRole('option', { name: 'Université de Toronto' });
    await userEvent.selectOptions(screen.getByLabelText('Votre établissement'), 'Université de Toronto');
    await userEvent.type(screen.getByLabelText('Votre courriel scolaire'), 'moi@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer un code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette adresse n’est pas une adresse étudiante de votre établissement.',
    );
  });
});

describe('Verification by student ID on the profile (issue 18 items 3, 7)', () => {
  const cegep = { ...school, id: 9, name_en: 'Cégep Limoilou', name_fr: 'Cégep Limoilou', has_email_domain: false };
  const review = {
    id: 5,
    school: cegep,
    submitted_at: '2026-11-20T15:00:00.000Z',
    decided_at: '2026-11-21T15:00:00.000Z',
    photo_deleted_by: '2026-12-21T15:00:00.000Z',
  };
  const withCegep: CampusListResponse = { schools: [...list.schools, { ...cegep, campuses: [] }] };

  it('names the exact reason of a refusal, offers a new photo and a person to appeal to', async () => {
    stubApi([
      [
        'GET /api/users/verification-status',
        { ...none, id_review: { ...review, status: 'refused', reason: 'school_not_matching' } },
      ],
      ['GET /api/users/campus/list', withCegep],
    ]);
    await show(<StudentStatusPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not accept the photo of your student card: the card is not from the school you chose.',
    );
    expect(screen.getByRole('button', { name: 'Send a new photo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ask a person to look again/ })).toHaveAttribute('href', '/contact');
  });

  it('says a card is waiting and how long it usually takes, in French', async () => {
    stubApi([
      [
        'GET /api/users/verification-status',
        {
          ...none,
          status: 'pending',
          school: cegep,
          id_review: { ...review, status: 'pending', reason: null, decided_at: null, photo_deleted_by: null },
        },
      ],
      ['GET /api/users/campus/list', withCegep],
    ]);
    await show(<StudentStatusPanel />, { language: 'fr' });
    expect(
      await screen.findByText('Votre carte étudiante (Cégep Limoilou) est en attente de vérification.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nous répondons habituellement en 2 jours ouvrables, par courriel.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /carte étudiante/ })).not.toBeInTheDocument();
  });

  it('shows the verified-student mark once approved', async () => {
    stubApi([
      [
        'GET /api/users/verification-status',
        { ...verified, school: cegep, method: 'id', id_review: { ...review, status: 'approved', reason: null } },
      ],
      ['GET /api/users/campus/list', withCegep],
    ]);
    await show(<StudentStatusPanel />);
    expect(await screen.findByText('Verified student')).toBeInTheDocument();
    expect(screen.getByText('Verified with your student card.')).toBeInTheDocument();
  });

  it('never asks a bank-linked or VIP member for a student ID', async () => {
    stubApi([
      ['GET /api/users/verification-status', { ...none, needs_no_student_id: true }],
      ['GET /api/users/campus/list', withCegep],
    ]);
    await show(<StudentStatusPanel />);
    expect(await screen.findByText('Your bank-linked or VIP membership needs no student ID.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /student card/ })).not.toBeInTheDocument();
  });

  it('opens the ID verification modal with the camera and a file, each taking pictures only', async () => {
    stubApi([
      ['GET /api/users/verification-status', none],
      ['GET /api/users/campus/list', withCegep],
    ]);
    await show(<StudentStatusPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'No school e-mail? Verify with your student card' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ID verification' });
    expect(dialog).toHaveTextContent('We usually answer within 2 business days, by e-mail.');
    expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('accept', expect.stringContaining('image/heic'));
    // Only schools without student e-mail are offered here.
    expect(screen.getAllByRole('option', { name: 'Cégep Limoilou' }).length).toBeGreaterThan(0);
  });
});

describe('/student-verification?token=', () => {
  it('confirms on a click only', async () => {
    const fetchMock = stubApi([['POST /api/users/student/verification/confirm', verified]]);
    await show(<StudentVerificationPage />, { path: `/student-verification?token=${'a'.repeat(43)}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your student status' })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my student status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: you are a verified student.');
    expect(calls(fetchMock)).toEqual(['POST /api/users/student/verification/confirm']);
  });
});
