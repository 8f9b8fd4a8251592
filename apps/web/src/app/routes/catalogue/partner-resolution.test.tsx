// /deals/{partnerUrlName} with a segment that can name no partner (issue 16): an id past the database's
// range or a name longer than any url name is the 404 page, with its status, and the API is not asked.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/deals/{partnerUrlName} that can name no partner', () => {
  it.each(['2147483648', '9999999999', 'a'.repeat(101)])('/deals/%s is the 404 page', async (segment) => {
    const fetchMock = stubApi([]);
    const { router } = await renderApp(`/deals/${segment}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(calls(fetchMock).filter((call) => call.includes('/offers/partner/'))).toEqual([]);
  });
});
