// /card/verify/:token through the real route table, as a cashier's phone opens it with no session:
// a big Valid or Expired with the tier, "could not be verified" for a bad token, a retry when the
// check itself fails — in English and French, nothing personal, kept out of search engines.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorApi } from '../../../test/fixtures/session-api.ts';
import { paths } from '../../../lib/paths.ts';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'MTIzLjE4MTQ1NzI4MDAwMDA.c2lnbmF0dXJlLW9mLTQzLWNoYXJhY3RlcnMtZm9yLXRlc3Q';
const VERIFY_CALL = `GET /api/users/card-verification/${TOKEN}`;

const verifyApi = (answer: object | (() => Response)) => stubApi([[VERIFY_CALL, answer], ...visitorApi]);
const result = () => screen.findByText(/^(Valid|Expired|Valide|Expirée|This card could not be verified)$/);

describe('/card/verify/:token', () => {
  it('shows Valid and the tier of a valid card, without a sign-in', async () => {
    const fetchMock = verifyApi({ status: 'valid', tier: 'spc', student_verified: false });
    await renderApp(paths.cardVerification(TOKEN));

    expect(await result()).toHaveTextContent('Valid');
    const status = screen.getByText('Valid').closest('[role="status"]') as HTMLElement;
    expect(status).toHaveAttribute('data-status', 'valid');
    expect(within(status).getByRole('img', { name: 'SPC' })).toBeInTheDocument();
    expect(within(status).getByText('This SPC membership is valid.')).toBeInTheDocument();
    expect(within(status).getByText(/^Checked at /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SPC card check' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(calls(fetchMock)).toContain(VERIFY_CALL);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says whether the holder is a verified student, and nothing more (issue 18 item 7)', async () => {
    verifyApi({ status: 'valid', tier: 'spc', student_verified: true });
    await renderApp(paths.cardVerification(TOKEN));
    await result();
    const status = screen.getByText('Valid').closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Verified student')).toBeInTheDocument();
  });

  it('says so when the holder is not a verified student', async () => {
    verifyApi({ status: 'valid', tier: 'spc', student_verified: false });
    await renderApp(paths.cardVerification(TOKEN));
    await result();
    expect(screen.getByText('Student status not verified')).toBeInTheDocument();
  });

  it('shows Expired for a card that is no longer valid, with the SPC+ tier', async () => {
    verifyApi({ status: 'expired', tier: 'spc_plus', student_verified: false });
    await renderApp(paths.cardVerification(TOKEN));

    expect(await result()).toHaveTextContent('Expired');
    const status = screen.getByText('Expired').closest('[role="status"]') as HTMLElement;
    expect(status).toHaveAttribute('data-status', 'expired');
    expect(within(status).getByRole('img', { name: 'SPC+' })).toBeInTheDocument();
    expect(within(status).getByText('This SPC+ membership is no longer valid.')).toBeInTheDocument();
  });

  it('says a token it does not know could not be verified', async () => {
    verifyApi(() =>
      jsonResponse({ error: 'VERIFICATION_TOKEN_INVALID', message: 'This card could not be verified.' }, 404),
    );
    await renderApp(paths.cardVerification(TOKEN));

    expect(await result()).toHaveTextContent('This card could not be verified');
    expect(screen.getByText(/was not issued by SPC or is damaged/)).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('offers to try again when the check itself fails', async () => {
    let failing = true;
    verifyApi(() =>
      failing
        ? jsonResponse({ error: 'INTERNAL', message: 'oops' }, 500)
        : jsonResponse({ status: 'valid', tier: 'spc', student_verified: false }),
    );
    const { user } = await renderApp(paths.cardVerification(TOKEN));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The card can't be checked right now.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await result()).toHaveTextContent('Valid');
  });

  it('speaks French', async () => {
    verifyApi({ status: 'expired', tier: 'spc', student_verified: false });
    await renderApp(`/fr${paths.cardVerification(TOKEN)}`, { language: 'fr' });

    expect(await result()).toHaveTextContent('Expirée');
    expect(screen.getByText('Cet abonnement SPC n’est plus valide.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vérification de carte SPC' })).toBeInTheDocument();
  });
});
