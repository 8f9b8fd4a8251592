// Spec §2 "/cibc (Canada only)": the bank tier's loader answers 404 outside Canada.
import { afterEach, describe, expect, it, vi } from 'vitest';

const country = vi.hoisted(() => ({ current: 'ca' }));
vi.mock('../../../lib/country.ts', () => ({
  currentCountry: () => country.current,
  useCountry: () => country.current,
}));

const { canadaOnlyLoader } = await import('./canada-only.ts');

afterEach(() => {
  country.current = 'ca';
});

describe('canadaOnlyLoader', () => {
  it('lets the page load in Canada', () => {
    expect(canadaOnlyLoader()).toBeNull();
  });

  it('is a 404 elsewhere', () => {
    country.current = 'us';
    let thrown: unknown;
    try {
      canadaOnlyLoader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
