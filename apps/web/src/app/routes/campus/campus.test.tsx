// /campus and /campus/{id} (issue 18 item 1) through the real route table, the API stubbed: schools by
// province, searchable without accents, in English and French; a campus page with its school, text,
// head tags and the call to verify; an unknown campus answers the 404 page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampusListResponse, CampusResponse } from '@spc/domain/student';
import { describe, expect, it } from 'vitest';
// A signed-in member's page lazily loads the stored-referral check; loaded here first, so that import does
// not outlive this short file's environment.
import '../../../features/referrals/redeem-stored-referral.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { memberRoutes } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sentBodies, sentBody } from '../../../test/requests.ts';

const list: CampusListResponse = {
  schools: [
    {
      id: 1,
      name_en: 'McGill University',
      name_fr: 'Université McGill',
      province: 'QC',
      school_type: 'university',
      has_email_domain: true,
      campuses: [
        {
          id: 10,
          school_id: 1,
          name_en: 'Downtown campus',
          name_fr: 'Campus du centre-ville',
          city: 'Montréal',
          province: 'QC',
          url_name: 'mcgill-downtown',
        },
        {
          id: 11,
          school_id: 1,
          name_en: 'Macdonald campus',
          name_fr: 'Campus Macdonald',
          city: 'Sainte-Anne-de-Bellevue',
          province: 'QC',
          url_name: 'mcgill-macdonald',
        },
      ],
    },
    {
      id: 2,
      name_en: 'Université de Montréal',
      name_fr: 'Université de Montréal',
      province: 'QC',
      school_type: 'university',
      has_email_domain: true,
      campuses: [
        {
          id: 20,
          school_id: 2,
          name_en: 'Université de Montréal',
          name_fr: 'Université de Montréal',
          city: 'Montréal',
          province: 'QC',
          url_name: 'umontreal',
        },
      ],
    },
    {
      id: 3,
      name_en: 'University of Toronto',
      name_fr: 'Université de Toronto',
      province: 'ON',
      school_type: 'university',
      has_email_domain: true,
      campuses: [
        {
          id: 30,
          school_id: 3,
          name_en: 'St. George campus',
          name_fr: 'Campus St. George',
          city: 'Toronto',
          province: 'ON',
          url_name: 'uoft-st-george',
        },
      ],
    },
  ],
};

const campus: CampusResponse = {
  campus: list.schools[0]!.campuses[0]!,
  school: {
    id: 1,
    name_en: 'McGill University',
    name_fr: 'Université McGill',
    province: 'QC',
    school_type: 'university',
    has_email_domain: true,
    description_en: 'Students of McGill University: verify your student status.',
    description_fr: 'Étudiants et étudiantes de l’Université McGill : faites confirmer votre statut.',
  },
  offers: [],
  partners_by_id: {},
};

describe('/campus', () => {
  it('lists the schools by province and finds one by name without accents', async () => {
    stubApi([['GET /api/users/campus/list', list]]);
    await renderApp('/campus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your campus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ontario' })).toBeInTheDocument();
    const quebec = screen.getByRole('heading', { level: 2, name: 'Quebec' }).closest('section')!;
    expect(within(quebec).getByRole('link', { name: 'Downtown campus' })).toHaveAttribute(
      'href',
      '/campus/mcgill-downtown',
    );
    expect(screen.getByText('3 schools')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search a school or a campus'), 'universite de montreal');
    expect(await screen.findByText('1 school')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ontario' })).not.toBeInTheDocument();
    expect(document.title).toBe('Campuses | SPC');
  });

  it('speaks French', async () => {
    stubApi([['GET /api/users/campus/list', list]]);
    await renderApp('/campus', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trouvez votre campus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campus du centre-ville' })).toBeInTheDocument();
  });
});

describe('/campus/{id}', () => {
  it('shows the campus, its school, its text and the way to verify', async () => {
    stubApi([['GET /api/users/campus/mcgill-downtown', campus]]);
    await renderApp('/campus/mcgill-downtown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'McGill University — Downtown campus' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Students of McGill University: verify your student status.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my student status' })).toHaveAttribute(
      'href',
      '/profile#student-status',
    );
    expect(screen.getByText('No offers to show right now.')).toBeInTheDocument();
  });

  it('answers the 404 page for an unknown campus', async () => {
    stubApi([]);
    await renderApp('/campus/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/student-verification', () => {
  it("opens from the e-mail's link without sending anything, and confirms the token on the button", async () => {
    const status = {
      status: 'verified',
      school: campus.school,
      verified_until: '2027-11-26',
      method: 'email',
      id_review: null,
      needs_no_student_id: false,
    };
    const fetchMock = stubApi([...memberRoutes(), ['POST /api/users/student/verification/confirm', status]]);
    const { user } = await renderApp('/student-verification?token=tok-123');
    const confirm = await screen.findByRole('button', { name: 'Confirm my student status' });
    expect(sentBodies(fetchMock, 'POST', '/api/users/student/verification/confirm')).toEqual([]);
    await user.click(confirm);
    expect(await screen.findByText('Done: you are a verified student.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/users/student/verification/confirm')).toEqual({ token: 'tok-123' });
  });
});
