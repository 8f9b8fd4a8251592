// The image library's console pieces: the crop frame moves and resizes from the keyboard (and the
// numeric fields) inside the picture at its ratio, and saves the rectangle; the image picker chooses a
// library picture's crop of its ratio, and its search never submits the form it sits in.
import type { LibraryItemDetail } from '@spc/domain/staff-media';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { imageFixture } from '../../../test/fixtures/deals.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { loadAdminCatalogues } from '../i18n.ts';
import { ImagePicker } from '../ui/image-picker.tsx';
import { CropEditor, fitCrop } from './crop-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const item: LibraryItemDetail = {
  id: 7,
  filename: 'pizza.jpg',
  type: 'jpeg',
  size_bytes: 120_000,
  width: 1600,
  height: 1000,
  alt_en: 'Students sharing a pizza',
  alt_fr: 'Des étudiants partagent une pizza',
  color: '#d62828',
  preview_url: '/api/staff/media/7/preview',
  crops: [
    {
      ratio: 'square',
      key: 'library/7/square',
      left: 300,
      top: 0,
      width: 1000,
      height: 1000,
      image: imageFixture('sq', 'Students sharing a pizza', 'Des étudiants partagent une pizza', 1000, 1000),
    },
    {
      ratio: 'cover',
      key: 'library/7/cover',
      left: 0,
      top: 50,
      width: 1600,
      height: 900,
      image: imageFixture('cv', 'Students sharing a pizza', 'Des étudiants partagent une pizza', 1600, 900),
    },
  ],
  use_count: 0,
  created_at: '2026-11-26T12:00:00.000Z',
  updated_at: '2026-11-26T12:00:00.000Z',
  created_by: 'editor@spc.test',
  uses: [],
};

async function renderWith(ui: ReactNode, language: 'en' | 'fr' = 'en') {
  const i18n = await createI18n(language);
  await loadAdminCatalogues(i18n, language);
  return render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      {ui}
    </TestProviders>,
  );
}

describe('fitCrop', () => {
  it('keeps the rectangle inside the picture, at its ratio, at least 32 px wide', () => {
    const picture = { width: 1600, height: 1000 };
    expect(fitCrop('square', { left: 900, top: 0, width: 1000, height: 1000 }, picture)).toEqual({
      left: 600,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(fitCrop('square', { left: 0, top: 0, width: 5000, height: 5000 }, picture).width).toBe(1000);
    expect(fitCrop('cover', { left: -20, top: 0, width: 4, height: 2 }, picture)).toEqual({
      left: 0,
      top: 0,
      width: 32,
      height: 18,
    });
    const tall = fitCrop('tall', { left: 0, top: 0, width: 2000, height: 2000 }, picture);
    expect(tall.height).toBeLessThanOrEqual(1000);
    expect(Math.abs(tall.height - (tall.width * 11) / 8)).toBeLessThanOrEqual(1);
  });
});

describe('CropEditor', () => {
  it('moves with the arrow keys, resizes with Shift, takes numbers, and saves the rectangle', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      [
        'PUT /api/staff/media/7/crops/square',
        ({ body }) => Response.json({ ...item, crops: [{ ...item.crops[0]!, ...(body as object) }, item.crops[1]!] }),
      ],
    ]);
    await renderWith(<CropEditor item={item} crop={item.crops[0]!} />);
    const frame = screen.getByRole('group', { name: 'Crop frame for Square (1:1)' });
    expect(frame).toHaveAccessibleDescription(/Arrow keys move the frame/);
    frame.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1000 × 1000 px at 284, 0')).toBeInTheDocument();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.getByText('968 × 968 px at 300, 16')).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByText('968 × 968 px at 300, 17')).toBeInTheDocument();

    const width = screen.getByLabelText('Width (px)');
    await user.clear(width);
    await user.type(width, '400{Enter}');
    expect(screen.getByText(/^400 × 400 px at/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save this crop' }));
    expect(await screen.findByText('Crop saved. The site shows it now.')).toHaveAttribute('role', 'status');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({ width: 400, height: 400 });
  }, 15_000);
});

describe('ImagePicker', () => {
  it('chooses the crop of its ratio from the library, and its search never submits the form around it', async () => {
    const user = userEvent.setup();
    stubApi([[/^\/api\/staff\/media$/, { items: [item], total: 1, page: 1, per_page: 24 }]]);
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWith(
      <form onSubmit={onSubmit}>
        <ImagePicker id="cover" label="Cover image" ratio="cover" value={null} onChange={onChange} />
      </form>,
      'fr',
    );
    expect(screen.getByRole('group', { name: 'Cover image' })).toHaveTextContent('Aucune image choisie.');
    await user.click(screen.getByRole('button', { name: 'Choisir une image' }));
    const dialog = screen.getByRole('dialog', { name: 'Choisir une image (Couverture (16:9))' });
    await user.type(within(dialog).getByLabelText('Chercher dans la photothèque'), 'pizza{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Utiliser cette image : Des étudiants partagent une pizza' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toMatchObject({ key: 'library/7/cover', libraryId: 7 });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
