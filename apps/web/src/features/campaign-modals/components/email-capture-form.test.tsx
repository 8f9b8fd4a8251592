// The e-mail capture form (spec §5: submit enabled only on a valid address; §7 POST /subscribe with
// email and device_id; §8 the subscribe messages word for word, in an alert).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/api-stub.ts';
import { CampaignI18n } from '../campaign-i18n.tsx';
import { EmailCaptureForm } from './email-capture-form.tsx';

beforeEach(() => {
  localStorage.clear();
});

async function renderForm(language: 'en' | 'fr' = 'en') {
  render(
    <CampaignI18n language={language}>
      <EmailCaptureForm />
    </CampaignI18n>,
  );
  return screen.findByRole('textbox');
}

describe('EmailCaptureForm', () => {
  it('enables submit only on a valid address, then posts email and device_id and says to watch the inbox', async () => {
    const fetchMock = stubApi([['POST /api/users/subscribe', { success: true, status: 'confirmation_sent' }]]);
    const field = await renderForm();
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    expect(submit).toBeDisabled();
    await userEvent.type(field, 'lea@');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(field, 'example.com');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox: we sent you a link to confirm your subscription.',
    );
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, string>;
    expect(body.email).toBe('lea@example.com');
    expect(body.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.language).toBe('en');
    expect(localStorage.getItem('spc.subscribed')).toBe('true');
  });

  it.each([
    [409, 'ALREADY_SUBSCRIBED', 'Already subscribed: you’re on the list.'],
    [409, 'ALREADY_REGISTERED', 'Already registered: turn on SPC news in your profile.'],
    [409, 'ALREADY_OPTED_IN', 'Already opted in, watch your inbox.'],
    [503, 'SUBSCRIBE_FAILED', 'Ooops! something wrong happened!'],
    [502, 'BAD_GATEWAY', 'Ooops! something wrong happened!'],
    [400, 'VALIDATION_ERROR', 'Oops! Something went wrong. Please try again.'],
  ])('shows a %i %s as "%s" in an alert', async (status, error, message) => {
    stubApi([['POST /api/users/subscribe', () => jsonResponse({ error, message: 'server text' }, status)]]);
    const field = await renderForm();
    await userEvent.type(field, 'lea@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('speaks French', async () => {
    stubApi([['POST /api/users/subscribe', () => jsonResponse({ error: 'ALREADY_OPTED_IN', message: 'x' }, 409)]]);
    const field = await renderForm('fr');
    await userEvent.type(field, 'lea@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'M’inscrire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Déjà inscrit à la liste, surveillez votre boîte de réception.',
    );
  });
});
