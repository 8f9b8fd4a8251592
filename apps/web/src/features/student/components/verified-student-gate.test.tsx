// The gate of a verified-students-only offer (issue 18 item 7), the API stubbed: a member who is not a
// verified student is told why and shown the way to verify; a verified one (or in grace), and a
// bank-linked or VIP member, get the action; a visitor gets the action (its sign-in) with the badge.
import type { Language } from '@spc/domain/constants';
import type { VerificationStatusResponse } from '@spc/domain/student';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { VerifiedStudentGate } from './verified-student-gate.tsx';

const none: VerificationStatusResponse = {
  status: 'none',
  school: null,
  verified_until: null,
  method: null,
  id_review: null,
  needs_no_student_id: false,
};

async function show(signedIn: boolean, language: Language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces('student');
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter>
        <VerifiedStudentGate signedIn={signedIn}>
          <button type="button">Reveal the code</button>
        </VerifiedStudentGate>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('VerifiedStudentGate', () => {
  it('tells a member who is not verified why, and links to the way to verify', async () => {
    stubApi([['GET /api/users/verification-status', none]]);
    await show(true);
    expect(await screen.findByText('For verified students')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my student status' })).toHaveAttribute(
      'href',
      '/profile#student-status',
    );
    expect(screen.queryByRole('button', { name: 'Reveal the code' })).not.toBeInTheDocument();
  });

  it('lets a verified student, one in grace, and a bank-linked or VIP member through', async () => {
    for (const status of [
      { ...none, status: 'verified' as const },
      { ...none, status: 'grace' as const },
      { ...none, needs_no_student_id: true },
    ]) {
      stubApi([['GET /api/users/verification-status', status]]);
      await show(true);
      expect(await screen.findByRole('button', { name: 'Reveal the code' })).toBeInTheDocument();
      expect(screen.getByText('Verified students only')).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('shows a visitor the badge and the action (its sign-in), asking nothing of the API', async () => {
    const fetchMock = stubApi([]);
    await show(false, 'fr');
    expect(screen.getByText('Étudiants vérifiés seulement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal the code' })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });
});
