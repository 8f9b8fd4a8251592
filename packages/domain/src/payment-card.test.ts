// The card form's schema: each refused field names its problem (required, invalid, past), and a card
// that passes comes out as the gateway receives it.
import { describe, expect, it } from 'vitest';
import { paymentCardSchema } from './store.ts';

const problems = (card: Record<string, string>) => {
  const parsed = paymentCardSchema.safeParse(card);
  if (parsed.success) return {};
  const first: Record<string, string> = {};
  for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('paymentCardSchema', () => {
  it('gives the number’s digits, the expiry and code trimmed and the postal code upper-case', () => {
    expect(
      paymentCardSchema.parse({ number: '4111 1111 1111 1111', expiry: ' 12/99 ', cvv: '123 ', postal: ' h2x 1y4' }),
    ).toEqual({ number: '4111111111111111', expiry: '12/99', cvv: '123', postal: 'H2X 1Y4' });
  });

  it('names each field’s first problem', () => {
    expect(problems({ number: '', expiry: '', cvv: '', postal: '' })).toEqual({
      number: 'required',
      expiry: 'required',
      cvv: 'required',
      postal: 'required',
    });
    expect(problems({ number: '4111 1111 1111 1112', expiry: '13/30', cvv: '12', postal: '123' })).toEqual({
      number: 'invalid',
      expiry: 'invalid',
      cvv: 'invalid',
      postal: 'invalid',
    });
    expect(problems({ number: '4111111111111111', expiry: '01/20', cvv: '1234', postal: '90210' })).toEqual({
      expiry: 'past',
    });
  });
});
