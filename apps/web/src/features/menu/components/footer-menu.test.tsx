// Spec §8: a website menu that fails to load is logged only — no columns — and recorded at the error
// intake through reportLogged (issue 21 item 3).
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { TestProviders } from '../../../test/providers.tsx';
import { FooterMenu } from './footer-menu.tsx';

afterEach(() => {
  delete window.__spcErrors;
  vi.unstubAllGlobals();
});

describe('FooterMenu', () => {
  it('reports a failed menu with reportLogged and shows no columns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'INTERNAL', message: 'Something went wrong' }, 500)),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const push = vi.fn();
    window.__spcErrors = { push };
    const i18n = await createI18n('en');
    const { container } = render(
      <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
        <FooterMenu />
      </TestProviders>,
    );
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    const [[what, error]] = push.mock.calls[0] as [[string, unknown]];
    expect(what).toBe('Website menu failed to load');
    expect(error).toBeInstanceOf(Error);
    expect(container.querySelector('nav')).toBeNull();
  });
});
