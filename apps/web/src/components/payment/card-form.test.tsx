// The card form: each field checked on blur and on submit (Luhn, MM/YY not past, 3–4 digit code,
// postal code), errors tied to their fields, one tokenisation per submit, the parent's error shown.
import type { Language } from '@spc/domain/constants';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/providers.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubApi, type StubHandler } from '../../test/api-stub.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { CardForm, expiryError, formatCardNumberInput, isValidCardNumber, type CardFormProps } from './card-form.tsx';

const TOKEN = btoa(
  JSON.stringify({
    version: 2,
    authorizationFingerprint: 'fp',
    clientApiUrl: 'http://localhost/api/store/sandbox/client_api',
    environment: 'sandbox-embedded',
  }),
);
const TOKENIZE = 'POST /api/store/sandbox/client_api/v1/payment_methods/credit_cards';

function stubGateway(handler: StubHandler | object) {
  return stubApi([
    ['GET /api/store/v2/vault_client_token', { client_token: TOKEN }],
    [TOKENIZE, handler],
  ]);
}

async function renderForm(props: Partial<CardFormProps> = {}, language: Language = 'en') {
  const i18n = await createI18n(language);
  const onTokenized = vi.fn<CardFormProps['onTokenized']>(async () => undefined);
  const user = userEvent.setup();
  const result = render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <CardForm submitLabel="Pay now" onTokenized={onTokenized} {...props} />
    </TestProviders>,
  );
  return { ...result, user, onTokenized: props.onTokenized ?? onTokenized };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: Partial<Record<string, string>> = {}) {
  const values = { number: '4111111111111111', expiry: '1230', cvv: '123', postal: 'm5v 2t6', ...card };
  await user.type(screen.getByLabelText('Card number'), values.number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), values.expiry);
  await user.type(screen.getByLabelText('Security code'), values.cvv);
  const postal = screen.getByLabelText('Billing postal code');
  await user.clear(postal);
  if (values.postal) await user.type(postal, values.postal);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card rules', () => {
  it('checks the Luhn digit and the length', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 111a')).toBe(false);
  });

  it('groups the number by 4 and refuses a past or malformed expiry', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    const now = new Date(2026, 4, 15);
    expect(expiryError('05/26', now)).toBeNull();
    expect(expiryError('04/26', now)).toBe('past');
    expect(expiryError('12/25', now)).toBe('past');
    expect(expiryError('13/27', now)).toBe('invalid');
    expect(expiryError('1/27', now)).toBe('invalid');
    expect(expiryError('', now)).toBe('required');
  });
});

describe('CardForm', () => {
  it('labels each field with the autocomplete the browser fills cards with', async () => {
    await renderForm({ defaultPostal: 'H2X 1Y4' });
    expect(screen.getByLabelText('Billing postal code')).toHaveValue('H2X 1Y4');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Billing postal code')).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('shows the number in groups of 4 and the expiry as MM/YY while typing', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Card number'), '41111111111111119999');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111 999');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0830');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('08/30');
  });

  it('shows a field’s error on blur, tied to it with aria-describedby', async () => {
    const { user } = await renderForm();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4111111111111112');
    expect(screen.queryByText(/not a valid card number/)).not.toBeInTheDocument();
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Check your card number: it is not a valid card number.');
  });

  it('refuses an invalid form on submit without tokenising, and focuses the first bad field', async () => {
    const fetchMock = stubGateway({});
    const { user, onTokenized } = await renderForm();
    await fillCard(user, { expiry: '0120', cvv: '12', postal: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveFocus();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired. Use a card that is still valid.',
    );
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(
      /The 3 digits.*The security code is 3 or 4 digits\./,
    );
    expect(screen.getByLabelText('Billing postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onTokenized).not.toHaveBeenCalled();
  });

  it('tokenises once, even when Pay is clicked twice, and hands the nonce to the parent', async () => {
    let release: () => void = () => undefined;
    const fetchMock = stubGateway(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              jsonResponse({ creditCards: [{ nonce: 'nonce-1', details: { cardType: 'Visa', lastFour: '1111' } }] }),
            );
        }),
    );
    const { user, onTokenized } = await renderForm({ defaultPostal: 'H2X 1Y4' });
    await fillCard(user, { postal: '' });
    await user.type(screen.getByLabelText('Billing postal code'), 'h2x 1y4');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await user.click(pay);
    await user.click(await screen.findByRole('button', { name: 'Processing…' }));
    expect(screen.getByRole('button', { name: 'Processing…' })).toHaveAttribute('aria-disabled', 'true');
    release();

    await waitFor(() =>
      expect(onTokenized).toHaveBeenCalledWith({
        nonce: 'nonce-1',
        cardType: 'Visa',
        lastFour: '1111',
        postalCode: 'H2X 1Y4',
      }),
    );
    expect(onTokenized).toHaveBeenCalledTimes(1);
    expect(
      fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('credit_cards')),
    ).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('marks the field the gateway refused and keeps what was typed', async () => {
    stubGateway(() => jsonResponse({ error: { message: 'Credit card number is invalid' } }, 422));
    const { user, onTokenized } = await renderForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('The card number was refused. Check it or use another card.');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(onTokenized).not.toHaveBeenCalled();
  });

  it('says so in an alert when the gateway cannot be reached', async () => {
    stubGateway(() => jsonResponse({}, 503));
    const { user } = await renderForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your card right now.');
  });

  it('shows the parent’s error in an alert, and extra fields above the button', async () => {
    await renderForm({
      error: 'Your card was declined.',
      children: <input type="checkbox" aria-label="Renew automatically" />,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('checkbox', { name: 'Renew automatically' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = await renderForm({}, 'fr');
    await user.type(screen.getByLabelText('Numéro de carte'), '1234');
    await user.tab();
    expect(screen.getByLabelText('Numéro de carte')).toHaveAccessibleDescription(
      'Vérifiez votre numéro de carte : il n’est pas valide.',
    );
  });
});
