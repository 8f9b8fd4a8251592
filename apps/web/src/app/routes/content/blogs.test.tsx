// /blogs and /blog/{identifier} through the real route table, the API stubbed: the paged list of post
// cards and its page links, a page beyond the last (or no page number) as the 404 page, a post with its
// cover, author, date, tags, body and Article structured data, an id redirected to the post's address,
// an unknown post as the 404 page, in English and French.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { blogListFixture, blogPostFixture, blogPostResponseFixture } from '../../../test/fixtures/content.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const TOTAL_PAGES = 3;

const stubBlog = () =>
  stubApi([
    [
      'GET /api/content/blog',
      ({ url }) => jsonResponse(blogListFixture(Number(url.searchParams.get('current_page') ?? '1'), TOTAL_PAGES)),
    ],
    [
      /^\/api\/content\/blog\/[^/]+$/,
      ({ url }) => {
        const identifier = url.pathname.split('/').pop() ?? '';
        const id = /^post-(\d+)$/.exec(identifier)?.[1] ?? (/^\d+$/.test(identifier) ? identifier : null);
        return id === null || Number(id) > 100
          ? jsonResponse({ error: 'NOT_FOUND', message: 'Post not found' }, 404)
          : jsonResponse(blogPostResponseFixture(blogPostFixture(Number(id))));
      },
    ],
  ]);

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/blogs', () => {
  it('lists a page of post cards with cover, summary, date and author, and the page links', async () => {
    const fetchMock = stubBlog();
    await renderApp('/blogs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/content/blog?current_page=1');
    expect(cardTitles()).toEqual(['Post number 1', 'Post number 2']);
    const [first] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Post number 1' })).toHaveAttribute(
      'href',
      '/blog/post-1',
    );
    expect(within(first as HTMLElement).getByText('What post 1 is about.')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(/By Maya Tremblay/)).toBeInTheDocument();
    // The first cover loads at once (no lazy attribute) with high priority.
    expect(first?.querySelector('img')).not.toHaveAttribute('loading');

    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blogs?page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(document.title).toBe('Blog — SPC');
  });

  it('goes from page to page', async () => {
    const fetchMock = stubBlog();
    const { user } = await renderApp('/blogs');

    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Post number 11')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/content/blog?current_page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs');
    expect(document.title).toBe('Blog, page 2 — SPC');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blogs\?page=2$/);

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Post number 21')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it.each(['/blogs?page=4', '/blogs?page=0', '/blogs?page=two'])('%s is the 404 page', async (path) => {
    stubBlog();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    stubBlog();
    await renderApp('/blogs?page=2', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blogue' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Article numéro 11', 'Article numéro 12']);
    expect(screen.getAllByText('5 mars 2026')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pages du blogue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Précédente' })).toBeInTheDocument();
  });

  it('says so when there is no post yet', async () => {
    stubApi([['GET /api/content/blog', blogListFixture(1, 0, 0)]]);
    await renderApp('/blogs');

    expect(await screen.findByText('No post yet. Come back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('/blog leads to the list', async () => {
    stubBlog();
    await renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('/blog/{identifier}', () => {
  it('shows the article: cover first, author, date, tags, body and Article structured data', async () => {
    stubBlog();
    await renderApp('/blog/post-4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 4' })).toBeInTheDocument();
    expect(screen.getByText('Body of post 4.')).toBeInTheDocument();
    expect(screen.getByText(/^By Maya Tremblay/)).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05');
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['budget', 'campus']);
    const cover = screen.getByRole('img', { name: 'Picture of cover-4' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(document.title).toBe('Post number 4 — SPC');

    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Post number 4',
      datePublished: '2026-03-05',
      author: { '@type': 'Person', name: 'Maya Tremblay' },
      inLanguage: 'en-CA',
    });
    expect(data.url).toMatch(/\/blog\/post-4$/);
    expect(data.image).toMatch(/\/media\/cover-4-640\.webp$/);
  });

  it('speaks French', async () => {
    stubBlog();
    await renderApp('/blog/post-4', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Article numéro 4' })).toBeInTheDocument();
    expect(screen.getByText(/^Par Maya Tremblay/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/blogs');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      url: string;
      inLanguage: string;
    };
    expect(data.url).toMatch(/\/fr\/blog\/post-4$/);
    expect(data.inLanguage).toBe('fr-CA');
  });

  it('redirects a post’s id to its address', async () => {
    stubBlog();
    const { router } = await renderApp('/blog/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/post-7');
  });

  it('is the 404 page for an unknown post', async () => {
    stubBlog();
    await renderApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
