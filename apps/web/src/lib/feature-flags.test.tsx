// The feature flags on the web (issue 19 item 4): read once per visit and kept; a failed load is kept in
// state (spec §8) and not asked again in the visit; then — and for a flag the map lacks — every flag
// reads as its safe default, sub-flags included.
import { FLAG_DEFAULTS } from '@spc/domain/flags';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls } from '../test/render-app.tsx';
import { createQueryClient } from './query-client.ts';
import { readFlag, useFeatureFlag, useFeatureFlags } from './feature-flags.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const loaded = {
  flags: {
    'holiday-contest': { enabled: true, sub_flags: { public: true } },
    'ads-modal': { enabled: true, sub_flags: {} },
  },
};

function Probe() {
  const { failed, loading } = useFeatureFlags();
  const ads = useFeatureFlag('ads-modal');
  const isPublic = useFeatureFlag('holiday-contest', 'public');
  const autoLogin = useFeatureFlag('holiday-contest', 'auto_login');
  return (
    <p>
      {loading ? 'loading' : failed ? 'failed' : 'loaded'} ads:{String(ads)} public:{String(isPublic)} auto:
      {String(autoLogin)}
    </p>
  );
}

function renderProbe(client = createQueryClient()) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <Probe />
        <Probe />
      </QueryClientProvider>,
    ),
  };
}

describe('useFeatureFlag', () => {
  it('reads the defaults while loading, then the loaded flags; the map is asked for once', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(loaded)));
    vi.stubGlobal('fetch', fetchMock);
    renderProbe();
    expect(screen.getAllByText(/loading ads:false public:false auto:true/)).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText(/loaded ads:true public:true auto:true/)).toHaveLength(2));
    expect(requestedUrls(fetchMock)).toEqual(['/api/users/feature-flags?platform=web']);
  });

  it('a failed load is kept in state, not retried in the visit, and every flag reads as its default', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ message: 'down' }, 503)));
    vi.stubGlobal('fetch', fetchMock);
    const { client, unmount } = renderProbe();
    await waitFor(() => expect(screen.getAllByText(/failed ads:false public:false auto:true/)).toHaveLength(2));
    unmount();
    renderProbe(client);
    expect(screen.getAllByText(/failed/)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('readFlag', () => {
  it('answers the defaults without flags, and for a flag or sub-flag the map lacks', () => {
    expect(readFlag(undefined, 'easter-egg')).toBe(FLAG_DEFAULTS['easter-egg'].enabled);
    expect(readFlag(undefined, 'bdaycontest', 'auto_login')).toBe(true);
    expect(readFlag(loaded, 'email-capture')).toBe(false);
    expect(readFlag(loaded, 'holiday-contest', 'auto_login')).toBe(true);
    expect(readFlag(loaded, 'holiday-contest', 'nothing')).toBeUndefined();
  });
});
