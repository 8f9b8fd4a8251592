// /faq-help through the real route table, the API stubbed: groups under headings, each question a
// disclosure, the search box filtering as one types (accents and case ignored) with its empty state,
// and the FAQPage structured data in the head, in English and French.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { faqFixture } from '../../../test/fixtures/content.ts';
import { renderApp } from '../../../test/render-app.tsx';

const stubFaq = () => stubApi([['GET /api/content/faq', faqFixture]]);

const questions = () => [...document.querySelectorAll('details > summary')].map((summary) => summary.textContent);

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (element) => JSON.parse(element.textContent) as Record<string, unknown>,
  );
}

describe('/faq-help', () => {
  it('lists the groups under headings, each answer behind its question', async () => {
    stubFaq();
    const { user } = await renderApp('/faq-help');

    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ and help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buying the card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Codes and offers' })).toBeInTheDocument();
    expect(questions()).toEqual([
      'How much does the SPC card cost?+',
      'Can I get a refund?+',
      'My code does not work+',
    ]);

    const details = screen.getByText('Can I get a refund?').closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Can I get a refund?'));
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText('non-refundable')).toBeVisible();
    expect(document.title).toBe('FAQ and help — SPC');
  });

  it('filters the questions as one types, in questions and answers, and says how many match', async () => {
    stubFaq();
    const { user } = await renderApp('/faq-help');

    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'REFUND');
    expect(questions()).toEqual(['Can I get a refund?+']);
    expect(screen.getByText('1 question matches.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 2, name: 'Codes and offers' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'expiry');
    expect(questions()).toEqual(['My code does not work+']);

    await user.clear(search);
    expect(questions()).toHaveLength(3);
  });

  it('shows an empty state, with the way to contact us, when nothing matches', async () => {
    stubFaq();
    const { user } = await renderApp('/faq-help');

    await user.type(await screen.findByRole('searchbox'), 'parking');
    expect(screen.getByRole('heading', { name: 'No question matches “parking”.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(questions()).toEqual([]);
  });

  it('writes the FAQPage structured data of every question', async () => {
    stubFaq();
    await renderApp('/faq-help');

    await screen.findByRole('heading', { level: 1, name: 'FAQ and help' });
    const [data] = jsonLd();
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const entities = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => entity.name)).toEqual([
      'How much does the SPC card cost?',
      'Can I get a refund?',
      'My code does not work',
    ]);
    expect(entities[0]?.acceptedAnswer).toEqual({ '@type': 'Answer', text: '<p>$11.99 a year.</p>' });
  });

  it('speaks French: questions, search without accents and structured data', async () => {
    stubFaq();
    const { user } = await renderApp('/faq-help', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ et aide' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Chercher dans les questions' }), 'cout');
    expect(questions()).toEqual(['Combien coûte la carte SPC?+']);
    expect(screen.getByText('1 question correspond.')).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(screen.getByRole('heading', { name: 'Aucune question ne correspond à « coutxyz ».' })).toBeInTheDocument();
    expect((jsonLd()[0]?.mainEntity as { name: string }[])[0]?.name).toBe('Combien coûte la carte SPC?');
  });
});
