// Focus and announcement after a client-side navigation (issue 23 item 6): the new page's h1 takes the
// focus and its title is announced; a change of query alone leaves the focus where it was.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubRoute } from '../../test/api-stub.ts';
import { contentPageFixture } from '../../test/fixtures/content.ts';
import { visitorRoutes } from '../../test/fixtures/session.ts';
import { renderApp } from '../../test/render-app.tsx';

// The pages start on /about, a content page (issue 17).
const routes: StubRoute[] = [...visitorRoutes, ['GET /api/content/pages/about', contentPageFixture('about')]];

describe('focus after a navigation', { timeout: 15_000 }, () => {
  it('leaves the focus alone when only the query changes', async () => {
    stubApi(routes);
    const { router } = await renderApp('/about');
    const button = await screen.findByRole('button', { name: 'Search' });
    button.focus();
    await router.navigate('/about?utm_source=newsletter');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('moves the focus to the new page’s heading and announces its title, not on the first load', async () => {
    stubApi(routes);
    const { user, router } = await renderApp('/about');
    const first = await screen.findByRole('heading', { level: 1 });
    expect(first).not.toHaveFocus();

    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // The focus handler is a lazy module of the shell: on a loaded machine it can take more than a second.
    const settled = { timeout: 5000 };
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), settled);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    await waitFor(
      () => expect(screen.getAllByRole('status').some((s) => s.textContent === document.title)).toBe(true),
      settled,
    );
    expect(document.title).toMatch(/Log in/);
    // The sign-in form (a lazy part of the page) has come too.
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });
});
