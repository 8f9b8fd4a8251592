// The sandbox's "client API": the browser-facing tokenisation endpoints, in Braintree's client API
// protocol (POST /v1/payment_methods/credit_cards, /v1/paypal_accounts), so the web's tokenizer
// speaks one protocol to both gateways. Card numbers arrive here and go no further than a nonce.
// Bodies are never logged (Fastify logs none; our error handler logs messages, not bodies).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseExpirationDate } from './sandbox-rules.ts';
import type { SandboxGateway, TokenizeResult } from './sandbox.ts';

const cardBodySchema = z.object({
  authorizationFingerprint: z.string().max(200),
  creditCard: z.object({
    number: z.string().max(40),
    expirationDate: z.string().max(10).optional(),
    expirationMonth: z.union([z.string(), z.number()]).optional(),
    expirationYear: z.union([z.string(), z.number()]).optional(),
    cvv: z.string().max(10).optional(),
    billingAddress: z.object({ postalCode: z.string().max(20).optional() }).optional(),
  }),
});

const paypalBodySchema = z.object({ authorizationFingerprint: z.string().max(200) });

function reject(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: { message } });
}

/** A field by field message that never repeats the value (it may be a card number). */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return `${field} is missing or invalid`;
}

function expiryOf(card: z.infer<typeof cardBodySchema>['creditCard']): { month: number; year: number } | null {
  if (card.expirationDate !== undefined) return parseExpirationDate(card.expirationDate);
  if (card.expirationMonth === undefined || card.expirationYear === undefined) return null;
  const month = Number(card.expirationMonth);
  const rawYear = String(card.expirationYear);
  if (!/^\d{2}$|^\d{4}$/.test(rawYear)) return null;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? { month, year } : null;
}

function answer<T>(reply: FastifyReply, result: TokenizeResult<T>, body: (value: T) => unknown) {
  if (!result.ok) return reject(reply, result.status, result.message);
  return reply.code(201).send(body(result.value));
}

export function sandboxClientApi(gateway: SandboxGateway) {
  return async (app: FastifyInstance) => {
    // No route schema: a Braintree-shaped 422 is answered here instead of the API's 400.
    app.post('/v1/payment_methods/credit_cards', async (request, reply) => {
      const parsed = cardBodySchema.safeParse(request.body);
      if (!parsed.success) return reject(reply, 422, firstProblem(parsed.error));
      const { authorizationFingerprint, creditCard } = parsed.data;
      const expiry = expiryOf(creditCard);
      if (!expiry) return reject(reply, 422, 'Expiration date is invalid');
      const result = await gateway.tokenizeCard({
        authorizationFingerprint,
        number: creditCard.number,
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        cvv: creditCard.cvv,
        postalCode: creditCard.billingAddress?.postalCode,
      });
      return answer(reply, result, (card) => ({
        creditCards: [
          {
            nonce: card.nonce,
            type: 'CreditCard',
            description: `ending in ${card.last4.slice(-2)}`,
            consumed: false,
            details: {
              cardType: card.cardType,
              lastTwo: card.last4.slice(-2),
              lastFour: card.last4,
              bin: card.bin,
              expirationMonth: String(card.expirationMonth).padStart(2, '0'),
              expirationYear: String(card.expirationYear),
            },
          },
        ],
      }));
    });

    app.post('/v1/paypal_accounts', async (request, reply) => {
      const parsed = paypalBodySchema.safeParse(request.body);
      if (!parsed.success) return reject(reply, 422, firstProblem(parsed.error));
      const result = await gateway.tokenizePayPal(parsed.data.authorizationFingerprint);
      return answer(reply, result, (account) => ({
        paypalAccounts: [
          {
            nonce: account.nonce,
            type: 'PayPalAccount',
            description: 'PayPal',
            consumed: false,
            details: { email: account.email },
          },
        ],
      }));
    });
  };
}
