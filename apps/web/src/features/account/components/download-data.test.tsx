// "Your data" on /profile (issue 21 item 4): the button asks GET /api/users/user/data-export and saves the
// answer as spc-data-YYYY-MM-DD.json (a Blob, an object URL, a temporary <a download>), says so while
// it works and once done, and tells a refusal — the hourly limit in the reader's language — as an alert.
import { dataExportFileName } from '@spc/domain/data-export';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { memberApi, profileFixture } from '../../../test/fixtures/session-api.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const EXPORT = 'GET /api/users/user/data-export';
const FILE = { format_version: 1, generated_at: '2026-11-26T01:00:00.000Z', account: { user_id: 'u1' } };

/** What the page handed to the browser to save: the Blob's text and the link's name. */
let saved: { blob: Blob; name: string }[];
let lastBlob: Blob | undefined;
const original = Object.getOwnPropertyDescriptors(URL);
const revoked = vi.fn<(url: string) => void>();

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not download: record what would have been saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:spc-test';
  });
  revoked.mockClear();
  URL.revokeObjectURL = revoked;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.href).toBe('blob:spc-test');
    expect(this.isConnected).toBe(true);
    saved.push({ blob: lastBlob!, name: this.download });
  });
});

afterEach(() => {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const descriptor = original[name];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as Partial<typeof URL>)[name];
  }
  vi.restoreAllMocks();
});

/** A Blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

function openProfile(answer: StubHandler | object, language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi([[EXPORT, answer], ...memberApi({ profile: profileFixture({ language }) })]);
  return { fetchMock, app: renderApp('/profile', { language }) };
}

describe('"Your data" on /profile', { timeout: 15_000 }, () => {
  it('downloads the member’s data as a JSON file named by the day', async () => {
    const { fetchMock, app } = openProfile(FILE);
    const { user } = await app;
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByText(/Download a copy of everything we hold about you/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls(fetchMock)).toContain(EXPORT);
    expect(saved[0]!.name).toBe(dataExportFileName(new Date()));
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(FILE);
    // The temporary link is gone and the object URL given back.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:spc-test'));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your file ${dataExportFileName(new Date())} has been downloaded.`,
    );
  });

  it('says it is busy and ignores more clicks while the file is made, keeping the focus', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, app } = openProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await app;
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    const busy = await within(section).findByRole('button', { name: 'Preparing your file…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(calls(fetchMock).filter((call) => call === EXPORT)).toHaveLength(1);

    answer(jsonResponse(FILE));
    expect(await within(section).findByRole('button', { name: 'Download my data' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(saved).toHaveLength(1);
  });

  it('works from the keyboard', async () => {
    const { app } = openProfile(FILE);
    const { user } = await app;
    const section = await screen.findByRole('region', { name: 'Your data' });
    within(section).getByRole('button', { name: 'Download my data' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('tells the hourly limit as an alert, in French too, and saves nothing', async () => {
    const refused = () =>
      jsonResponse({ error: 'RATE_LIMITED', message: 'You can download your data 5 times an hour.' }, 429);
    const { app } = openProfile(refused, 'fr');
    const { user } = await app;
    const section = await screen.findByRole('region', { name: 'Vos données' });
    await user.click(within(section).getByRole('button', { name: 'Télécharger mes données' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Vous pouvez télécharger vos données 5 fois par heure. Attendez un peu, puis réessayez.',
    );
    expect(within(section).getByRole('button', { name: 'Télécharger mes données' })).toHaveAccessibleDescription(
      /5 fois par heure/,
    );
    expect(saved).toEqual([]);
  });

  it('says the file could not be made when the server fails', async () => {
    const { app } = openProfile(() => jsonResponse({ error: 'INTERNAL', message: 'boom' }, 500));
    const { user } = await app;
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not prepare your file. Please try again in a moment.',
    );
    expect(saved).toEqual([]);
  });
});
