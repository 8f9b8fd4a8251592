// The offer form (issue 20 item 3): the domain's schema refuses bad input before any call, in the
// reader's language, each error on its field; a valid form posts the body the API validates (the code
// type choosing its display kind, dollars as cents, tags split); a refusal naming a field lands on it.
import type { Language } from '@spc/domain/constants';
import type { OfferFormOptions, OfferInput } from '@spc/domain/staff-catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { loadAdminCatalogues } from '../i18n.ts';
import { OfferForm } from './offer-form.tsx';

const options: OfferFormOptions = {
  categories: [
    {
      id: 2,
      url_name: 'food',
      name_en: 'Food',
      name_fr: 'Restos',
      subcategories: [{ id: 21, url_name: 'pizza', name_en: 'Pizza', name_fr: 'Pizza' }],
    },
  ],
};

async function show(language: Language = 'en') {
  const i18n = await createI18n(language);
  await loadAdminCatalogues(i18n, language);
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter initialEntries={['/admin/catalogue/offers/new?partner=7']}>
        <Routes>
          <Route
            path="/admin/catalogue/offers/new"
            element={<OfferForm offer={undefined} partnerId={7} partnerName="Pizzéria Nova" options={options} />}
          />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title (English)'), '2 slices and a drink for $8');
  await user.type(screen.getByLabelText('Title (French)'), '2 pointes et une boisson pour 8 $');
  await user.type(screen.getByLabelText('Description (English)'), 'Any two slices and a fountain drink.');
  await user.type(screen.getByLabelText('Description (French)'), 'Deux pointes au choix et une boisson fontaine.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Food');
}

describe('the offer form', () => {
  it('refuses missing fields with the domain’s rules, on their fields, before any call', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'Add the offer' }));
    expect(await screen.findByText('Enter the English title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the code of a static code type once the rest is filled', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    await show();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Code'));
    await user.click(screen.getByRole('button', { name: 'Add the offer' }));
    expect(await screen.findByText('Enter the code members will see (a static code type only).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in French for a French reader', async () => {
    stubApi([]);
    const user = userEvent.setup();
    await show('fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter l’offre' }));
    expect(await screen.findByText('Entrez le titre anglais.')).toBeInTheDocument();
  });

  it('posts the body the API checks', async () => {
    let posted: OfferInput | undefined;
    stubApi([
      [
        'POST /api/staff/catalogue/offers',
        ({ body }) => {
          posted = body as OfferInput;
          return jsonResponse({ offer_id: 512 }, 201);
        },
      ],
    ]);
    const user = userEvent.setup();
    await show();
    await fillRequired(user);
    await user.click(screen.getByLabelText('Pizza'));
    await user.selectOptions(screen.getByLabelText('Code type'), 'upload_unique');
    await user.clear(screen.getByLabelText('Estimated saving per use ($)'));
    await user.type(screen.getByLabelText('Estimated saving per use ($)'), '4.50');
    await user.type(screen.getByLabelText('Search tags'), 'pizza, lunch');
    await user.click(screen.getByRole('button', { name: 'Add the offer' }));
    await vi.waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      partner_id: 7,
      category_id: 2,
      subcategory_ids: [21],
      code_type: 'upload_unique',
      display_kind: 'unique',
      static_code: null,
      value_cents: 450,
      tags: ['pizza', 'lunch'],
      online: true,
      in_store: false,
      end_date: null,
    });
  });

  it('puts a refusal that names a field on that field', async () => {
    const fetchMock = stubApi([
      [
        'POST /api/staff/catalogue/offers',
        () =>
          jsonResponse(
            {
              error: 'WEBSITE_NOT_PARTNER',
              message: 'The offer’s link must be on the partner’s own website.',
              field: 'website_url',
            },
            400,
          ),
      ],
    ]);
    const user = userEvent.setup();
    await show();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Code'), 'SPC8');
    await user.type(screen.getByLabelText("Link to the partner's page (optional)"), 'https://elsewhere.example/deal');
    await user.click(screen.getByRole('button', { name: 'Add the offer' }));
    expect(await screen.findByText("The link must be on the partner's own website.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
