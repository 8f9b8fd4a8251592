// A stand-in for components/payment/card-form.tsx in billing tests: the real form tokenises a card
// through the gateway (its own tests cover that); here "submitting" hands over a fixed nonce, so the
// tests exercise what billing does with it. Same props, same contract: `error` is shown in an alert.
import type { CardFormProps } from '../../../components/payment/card-form.tsx';

export const FAKE_NONCE = 'fake-valid-nonce';

export function CardForm({ submitLabel, onTokenized, error, children }: CardFormProps) {
  return (
    <form
      aria-label="Payment card"
      onSubmit={(event) => {
        event.preventDefault();
        void onTokenized({ nonce: FAKE_NONCE, cardType: 'Visa', lastFour: '1111', postalCode: 'M5V 2T6' });
      }}
    >
      {children}
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
