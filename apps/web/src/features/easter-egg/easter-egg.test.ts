// The easter egg (spec §9): the Konami code shows 200 comets for 3 s, decorative; nothing with reduced
// motion; not in a text field; behind its flag when the flags load, on when they fail.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { playEasterEgg, showComets } from './comets.ts';
import { listenForEasterEgg, sequenceMatcher } from './listener.ts';

const KONAMI_CODE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
];

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const layer = () => document.getElementById('spc-comets');

describe('sequenceMatcher', () => {
  it('matches the whole sequence, after stray keys and a repeated first key, and not a part of it', () => {
    const matches = sequenceMatcher();
    expect(KONAMI_CODE.slice(0, -1).map(matches)).not.toContain(true);
    expect(matches('x')).toBe(false);
    // Another key in the middle breaks it.
    expect([...KONAMI_CODE.slice(0, 4), 'Shift', ...KONAMI_CODE.slice(4)].map(matches)).not.toContain(true);
    const results = ['ArrowUp', ...KONAMI_CODE].map(matches);
    expect(results.at(-1)).toBe(true);
    expect(results.slice(0, -1)).not.toContain(true);
    expect(
      ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'B', 'A']
        .map(matches)
        .at(-1),
    ).toBe(true);
  });
});

describe('showComets', () => {
  it('shows 200 decorative comets for 3 s, then nothing', () => {
    vi.useFakeTimers();
    showComets(document, { reducedMotion: false });
    expect(layer()?.getAttribute('aria-hidden')).toBe('true');
    expect(layer()?.children).toHaveLength(200);
    vi.advanceTimersByTime(2_999);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(layer()).toBeNull();
  });

  it('shows nothing with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    expect(showComets(document)).toBeNull();
    expect(layer()).toBeNull();
  });
});

describe('listenForEasterEgg', () => {
  const type = (keys: readonly string[], target: EventTarget) => {
    for (const key of keys) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  };

  it('the sequence loads the comets when the flag is on; typed in a field it does nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ flags: { 'easter-egg': { enabled: true, sub_flags: {} } } }))),
    );
    const page = document.createElement('main');
    const input = document.createElement('input');
    page.append(input);
    document.body.append(page);
    listenForEasterEgg(createQueryClient({ retry: false }), page);
    type(KONAMI_CODE, input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer()).toBeNull();
    type(KONAMI_CODE, page);
    await vi.waitFor(() => expect(layer()?.children).toHaveLength(200));
  });

  it('stays behind its flag when the flags load; shows when they fail (its default)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ flags: { 'easter-egg': { enabled: false, sub_flags: {} } } }))),
    );
    expect(await playEasterEgg(createQueryClient({ retry: false }))).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ message: 'down' }, 503))),
    );
    expect((await playEasterEgg(createQueryClient({ retry: false })))?.children).toHaveLength(200);
  });
});
