// Issue 17 item 4: an offer card shows the offer's cover as a <picture> (AVIF and WebP srcsets, its
// intrinsic width and height so nothing shifts, lazy, its dominant colour while loading, alt text in
// the reader's language) and the partner's logo beside its name (decorative: the name says it).
import type { Language } from '@spc/domain/constants';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers.tsx';
import { offersFixture } from '../../../test/fixtures/deals.ts';
import { partnerOf } from '../../../test/fixtures/offers.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { OfferCard } from './offer-card.tsx';

async function renderCard(language: Language, priority?: boolean) {
  const offer = offersFixture[0]!;
  const i18n = await createI18n(language);
  const view = render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <MemoryRouter>
        <OfferCard offer={offer} partner={partnerOf(offer)} language={language} now={Date.now()} priority={priority} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...view, offer };
}

describe('OfferCard pictures', () => {
  it.each([
    ['en', 'Café Lumière: 15% off all drinks'],
    ['fr', 'Café Lumière : 15 % de rabais sur toutes les boissons'],
  ] as const)('renders the cover as a responsive picture with its alt text in %s', async (language, alt) => {
    const { container, offer } = await renderCard(language);
    const [cover, logo] = container.querySelectorAll('picture');
    const sources = cover!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(offer.cover!.avif);
    expect(sources[1]!.getAttribute('srcset')).toBe(offer.cover!.webp);
    expect(sources[0]!.getAttribute('srcset')).toMatch(/-160\.avif 160w, .*-1280\.avif 1280w$/);
    expect(sources[0]!.getAttribute('sizes')).toBeTruthy();
    const img = cover!.querySelector('img')!;
    expect(img).toHaveAttribute('alt', alt);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.backgroundColor).toBe('rgb(18, 52, 86)');
    // The logo beside the partner's name is decorative.
    const logoImg = logo!.querySelector('img')!;
    expect(logoImg).toHaveAttribute('alt', '');
    expect(logoImg).toHaveAttribute('width', '320');
    expect(logo!.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toMatch(/-320\.webp 320w$/);
  });

  it("loads a page's first cover at once, with high priority (it may be the largest picture of the first screen)", async () => {
    const { container } = await renderCard('en', true);
    const img = container.querySelector('picture img')!;
    // No loading attribute: eager, the default.
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
