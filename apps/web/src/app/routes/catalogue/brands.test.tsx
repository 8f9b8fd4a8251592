// /brands through the real route table, the API stubbed: grouping by accent-free first letter, the
// letter index, the category filter, plural counts in both languages, empty and error states.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { categoriesFixture } from '../../../test/fixtures/deals.ts';
import { brandsFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const stubBrands = (brands: object | (() => Response) = brandsFixture()) =>
  stubApi([
    ['GET /api/partners/v2/categories', categoriesFixture],
    ['GET /api/partners/v2/partners', brands],
  ]);

/** The brand names listed under a letter's heading, in order. */
function brandsUnder(letter: string | RegExp): string[] {
  const heading = screen.getByRole('heading', { level: 2, name: letter });
  const section = heading.closest('section');
  if (!section) throw new Error(`no section for ${String(letter)}`);
  return within(section)
    .getAllByRole('link')
    .map((link) => link.querySelector('span > span')?.textContent ?? '');
}

describe('/brands', () => {
  it('groups brands by first letter, accents ignored, each linking to its partner page', async () => {
    stubBrands();
    await renderApp('/brands');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brands A–Z' })).toBeInTheDocument();
    expect(screen.getByText('5 brands')).toBeInTheDocument();
    expect(document.title).toBe('Student discounts by brand, A–Z — SPC');
    expect(brandsUnder('E')).toEqual(['Écoles Gym', 'Epicure']);
    expect(brandsUnder('Numbers and symbols')).toEqual(['7-Eleven']);
    expect(screen.queryByRole('heading', { level: 2, name: 'B' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Café Dépôt/ })).toHaveAttribute('href', '/deals/cafe-depot');
    expect(screen.getByRole('link', { name: /Epicure/ })).toHaveTextContent('5 offers');
    expect(screen.getByRole('link', { name: /Adidas/ })).toHaveTextContent('1 offer');
  });

  it('has a letter index: links for letters with brands, plain text for the others', async () => {
    stubBrands();
    await renderApp('/brands');

    const index = await screen.findByRole('navigation', { name: 'Brands by letter' });
    expect(within(index).getByRole('link', { name: 'E' })).toHaveAttribute('href', '#brands-e');
    expect(within(index).getByRole('link', { name: 'Numbers and symbols' })).toHaveAttribute('href', '#brands-other');
    expect(within(index).queryByRole('link', { name: 'B' })).not.toBeInTheDocument();
    expect(within(index).getByText('B')).toBeInTheDocument();
    expect(within(index).getAllByRole('listitem')).toHaveLength(27);
    expect(document.getElementById('brands-e')).toHaveTextContent('E');
  });

  it('filters by category, named by language', async () => {
    stubBrands();
    const { user } = await renderApp('/brands');

    const filter = await screen.findByRole('navigation', { name: 'Brands by category' });
    await user.click(within(filter).getByRole('link', { name: 'Fitness' }));

    expect(await screen.findByText('2 brands')).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Fitness' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Adidas/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Epicure/ })).not.toBeInTheDocument();
  });

  it('shows an empty state when no brand is in the category', async () => {
    stubBrands({ partners: brandsFixture().partners.filter((brand) => brand.category_ids.includes(2)) });
    const { user } = await renderApp('/brands?category=fitness');

    expect(
      await screen.findByRole('heading', { name: 'No brand has offers in Fitness right now.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all brands' }));
    expect(await screen.findByText('3 brands')).toBeInTheDocument();
  });

  it('speaks French: names, title and French plural rules', async () => {
    stubBrands();
    await renderApp('/brands?category=food', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Marques de A à Z' })).toBeInTheDocument();
    expect(document.title).toBe('Rabais étudiants par marque, de A à Z — SPC');
    const filter = screen.getByRole('navigation', { name: 'Marques par catégorie' });
    expect(within(filter).getByRole('link', { name: 'Alimentation' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 marques')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Epicure/ })).toHaveTextContent('5 offres');
    expect(screen.getByRole('navigation', { name: 'Marques par lettre' })).toBeInTheDocument();
  });

  it('uses the singular for 0 and 1 in French', async () => {
    stubBrands({
      partners: [
        { ...brandsFixture().partners[1], offer_count: 0 },
        { ...brandsFixture().partners[2], offer_count: 1 },
      ],
    });
    await renderApp('/brands', { language: 'fr' });

    expect(await screen.findByRole('link', { name: /Adidas/ })).toHaveTextContent('0 offre');
    expect(screen.getByRole('link', { name: /Adidas/ })).not.toHaveTextContent('offres');
    expect(screen.getByRole('link', { name: /Café Dépôt/ })).toHaveTextContent('1 offre');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubBrands(() => (fail ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : jsonResponse(brandsFixture())));
    const { user } = await renderApp('/brands');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We couldn’t load the brands' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 brands')).toBeInTheDocument();
  });
});
