// /unsubscribe, where every marketing e-mail's footer leads (decision 039): opening it changes nothing;
// its button POSTs the signed token without a session and says what happened, in English and French
// (/fr/unsubscribe, the French e-mails' link); a forged link, a missing one and a list that cannot be
// reached each get their message.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorApi } from '../../test/fixtures/session-api.ts';
import { calls, stubApi } from '../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';

const PATH = '/api/users/email-list/unsubscribe';
const TOKEN = 'ZW46bGVhQGV4YW1wbGUuY29t.c2lnbmF0dXJl';

function openLink(answer: () => Response, path = `/unsubscribe?token=${TOKEN}`) {
  const fetchMock = stubApi([[`POST ${PATH}`, answer], ...visitorApi]);
  return { fetchMock, opened: renderApp(path) };
}

const posts = (fetchMock: ReturnType<typeof stubApi>) => calls(fetchMock).filter((call) => call.startsWith('POST'));

describe('/unsubscribe (a marketing e-mail’s link)', () => {
  it('opening it changes nothing; the button unsubscribes without signing in', async () => {
    const { fetchMock, opened } = openLink(() => jsonResponse({ success: true, email: 'lea@example.com' }));
    const { user } = await opened;
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the SPC list' })).toBeVisible();
    expect(
      screen.getByText(
        'Press the button to take your address off the list. Nothing changes until you do, and you can get back on the list any time.',
      ),
    ).toBeVisible();
    expect(posts(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByText(
        'Done: lea@example.com is off the SPC list. We won’t send you our deals and news by e-mail any more.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('Messages about your account, such as receipts and reminders, still come.')).toBeVisible();
    expect(posts(fetchMock)).toEqual([`POST ${PATH}?token=${TOKEN}`]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('reads in French from the French e-mails’ link', async () => {
    const { opened } = openLink(
      () => jsonResponse({ success: true, email: 'lea@example.com' }),
      `/fr/unsubscribe?token=${TOKEN}`,
    );
    const { user } = await opened;
    expect(await screen.findByRole('heading', { level: 1, name: 'Vous désinscrire de la liste SPC' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect(
      await screen.findByText(
        'C’est fait : l’adresse lea@example.com ne figure plus sur la liste SPC. Vous ne recevrez plus nos rabais ni nos nouvelles par courriel.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('says a forged link is not valid (400) and offers no button to press again', async () => {
    const { opened } = openLink(() =>
      jsonResponse({ error: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.' }, 400),
    );
    const { user } = await opened;
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Use the link in our latest e-mail, or turn off SPC news in your profile.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Press the button/)).not.toBeInTheDocument();
  });

  it('keeps the button when the list cannot be reached (503), so the link can be used again', async () => {
    const { opened } = openLink(() =>
      jsonResponse({ error: 'UNSUBSCRIBE_FAILED', message: 'We could not unsubscribe you just now.' }, 503),
    );
    const { user } = await opened;
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you just now. Your link still works: try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('explains itself without a token, and posts nothing', async () => {
    const { fetchMock, opened } = openLink(() => jsonResponse({ success: true, email: 'x' }), '/unsubscribe');
    await opened;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page takes an address off the SPC list from the link in our e-mails.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });
});
