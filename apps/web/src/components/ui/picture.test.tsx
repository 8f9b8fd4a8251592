// <Picture>: the reader's language picks the alt text, a decorative picture has none, and a priority
// picture (the page's largest, above the fold) is eager and fetched first.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFixture } from '../../test/fixtures/deals.ts';
import { TestProviders } from '../../test/providers.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { Picture, type PictureProps } from './picture.tsx';

const image = imageFixture('hero', 'Student deals', 'Rabais étudiants', 1280, 800);

async function renderPicture(language: 'en' | 'fr', props: Partial<PictureProps> = {}) {
  const i18n = await createI18n(language);
  const { container } = render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <Picture image={image} sizes="100vw" {...props} />
    </TestProviders>,
  );
  return container.querySelector('img')!;
}

describe('Picture', () => {
  it('writes the alt text in the reader’s language', async () => {
    expect(await renderPicture('en')).toHaveAttribute('alt', 'Student deals');
    expect(await renderPicture('fr')).toHaveAttribute('alt', 'Rabais étudiants');
  });

  it('has an empty alt when decorative', async () => {
    expect(await renderPicture('fr', { decorative: true })).toHaveAttribute('alt', '');
  });

  it('is eager and fetched first with priority, lazy otherwise', async () => {
    const hero = await renderPicture('en', { priority: true });
    expect(hero).not.toHaveAttribute('loading');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('src', image.src);
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1280', '800']);
    expect(await renderPicture('en')).toHaveAttribute('loading', 'lazy');
  });
});
