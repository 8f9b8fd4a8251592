// Decorates `app.payments` with the configured payment gateway: the one passed in (tests), else
// Braintree when PAYMENT_GATEWAY=braintree, else the embedded sandbox, whose browser-facing client
// API is then served under /api/store/sandbox/client_api. Registered after the db plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import { sandboxClientApi } from '../adapters/payments/sandbox-client-api.ts';
import { createSandboxGateway, isSandboxGateway, SANDBOX_CLIENT_API_PATH } from '../adapters/payments/sandbox.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

export interface PaymentsPluginOptions {
  config: Config;
  /** Signs the sandbox's webhooks and client tokens. */
  secret: string;
  /** Replaces the gateway chosen from the configuration (tests). */
  gateway?: PaymentGateway | undefined;
}

async function gatewayFor(app: FastifyInstance, { config, secret }: PaymentsPluginOptions): Promise<PaymentGateway> {
  if (config.paymentGateway === 'braintree' && config.braintree) {
    // Loaded only when chosen: the SDK is large and the sandbox never needs it.
    const { createBraintreeGateway } = await import('../adapters/payments/braintree.ts');
    return createBraintreeGateway(config.braintree);
  }
  return createSandboxGateway({ db: app.db, secret, publicUrl: config.publicUrl });
}

async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
  const gateway = options.gateway ?? (await gatewayFor(app, options));
  app.decorate('payments', gateway);
  if (isSandboxGateway(gateway)) {
    await app.register(sandboxClientApi(gateway), { prefix: SANDBOX_CLIENT_API_PATH });
  }
}

export const paymentsPlugin = fp(payments, { name: 'payments' });
