// /careers through the real route table, the API stubbed: the banner and its action, at most 3 of the
// 6 team members drawn at random with their descriptions, the perks / values toggle as tabs, the
// openings (the job board's default) and the résumé link, `?section=` scrolling after 500 ms and then
// leaving the address, in English and French.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { carouselFixture, openingsFixture } from '../../../test/fixtures/content.ts';
import { renderApp } from '../../../test/render-app.tsx';

const stubCareers = () =>
  stubApi([
    [
      /^\/api\/careers\/getCarousel\/(\w+)$/,
      ({ url }) => Response.json(carouselFixture(url.pathname.split('/').pop() as never)),
    ],
    ['GET /api/careers/openings', openingsFixture],
  ]);

const teamNames = () =>
  within(screen.getByRole('region', { name: 'Meet the team' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView: the tests that watch it install their own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/careers', () => {
  it('shows the banner, who we are, our story, the openings and the résumé link', async () => {
    stubCareers();
    await renderApp('/careers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help students make every dollar count' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('SPC connects students with brands.')).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Our story' });
    expect(within(story).getByRole('heading', { name: 'SPC is founded' })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Current openings' });
    expect(within(openings).getByRole('heading', { name: 'Partnerships manager' })).toBeInTheDocument();
    expect(within(openings).getByText('Partnerships · Toronto or remote · Full-time')).toBeInTheDocument();
    expect(within(openings).getByRole('link', { name: 'careers@spccard.ca' })).toHaveAttribute(
      'href',
      'mailto:careers@spccard.ca?subject=R%C3%A9sum%C3%A9',
    );
    expect(document.title).toBe('Careers — SPC');
  });

  it('shows at most 3 of the 6 team members, drawn at random, each with a description', async () => {
    stubCareers();
    // The draw's seed: with it, the first three are not the three shown.
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const { user } = await renderApp('/careers');

    await screen.findByRole('region', { name: 'Meet the team' });
    const names = teamNames();
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^Member [1-6]$/);
    expect(names).not.toEqual(['Member 1', 'Member 2', 'Member 3']);

    const [first] = names;
    const more = screen.getByRole('button', { name: `About ${first}` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const description = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(description).toHaveTextContent(`Bio of ${first?.toLowerCase() ?? ''}`);
  });

  it('switches between benefits and perks and values and principles, by click and by arrow keys', async () => {
    stubCareers();
    const { user } = await renderApp('/careers');

    const perks = await screen.findByRole('tab', { name: 'Benefits and perks' });
    const values = screen.getByRole('tab', { name: 'Values and principles' });
    expect(perks).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Benefits and perks' })).toHaveTextContent('Four-day summer weeks');
    expect(screen.queryByText('Students first')).not.toBeVisible();

    await user.click(values);
    expect(values).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Values and principles' });
    expect(within(panel).getByRole('heading', { name: 'Our values' })).toBeInTheDocument();
    expect(within(panel).getByText('Students first')).toBeVisible();
    expect(within(panel).getByText('Say it plainly')).toBeVisible();
    expect(screen.queryByText('Four-day summer weeks')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(perks).toHaveAttribute('aria-selected', 'true');
    expect(perks).toHaveFocus();
  });

  it('?section=careers scrolls to the openings after 500 ms, then leaves the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubCareers();
    const { router } = await renderApp('/careers?section=careers&utm_source=mail');

    await screen.findByRole('region', { name: 'Current openings' });
    scrolled.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('careers'));
    expect(document.getElementById('careers')).toHaveFocus();
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('?section=about scrolls to our story', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubCareers();
    const { router } = await renderApp('/careers?section=about');

    await screen.findByRole('region', { name: 'Our story' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('about'));
    expect(router.state.location.search).toBe('');
  });

  it('the banner’s action goes to the openings', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubCareers();
    const { user } = await renderApp('/careers');

    await user.click(await screen.findByRole('button', { name: 'See open positions' }));
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('careers'));
  });

  it('speaks French', async () => {
    stubCareers();
    await renderApp('/careers', { language: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help students make every dollar count (fr)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Avantages sociaux' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Valeurs et principes' })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Postes ouverts' });
    expect(within(openings).getByText('Partenariats · Toronto ou à distance · Temps plein')).toBeInTheDocument();
    expect(within(openings).getByText('Publié le 1er octobre 2026')).toBeInTheDocument();
    expect(document.title).toBe('Carrières — SPC');
  });
});
