// A local HTTP stand-in of Braintree's gateway API, for testing the Braintree adapter through the
// real SDK: it records each request (method, path, JSON body, Authorization header) and answers
// the canned XML a test set for that route, in the shapes Braintree's API returns (read from the
// braintree SDK's parsers). Never used outside tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import braintree from 'braintree';
import { escapeXml } from './webhook-signature.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The JSON body the SDK sent (its keys in Braintree's snake_case), or null. */
  body: unknown;
  authorization: string | undefined;
}

export interface CannedResponse {
  status: number;
  /** An XML document; empty → no body. */
  xml?: string;
}

type Responder = CannedResponse | ((request: RecordedRequest) => CannedResponse);

export interface BraintreeStandIn {
  /** Pass to createBraintreeGateway({ environment }). */
  environment: braintree.Environment;
  requests: RecordedRequest[];
  /** Answers `method path` (path after /merchants/{id}) with a response until replaced. */
  on(method: string, path: string | RegExp, responder: Responder): void;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export async function startBraintreeStandIn(merchantId: string): Promise<BraintreeStandIn> {
  const routes: { method: string; path: string | RegExp; responder: Responder }[] = [];
  const requests: RecordedRequest[] = [];
  const prefix = `/merchants/${merchantId}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      body: await readBody(request),
      authorization: request.headers.authorization,
    };
    requests.push(recorded);
    const local = recorded.path.startsWith(prefix) ? recorded.path.slice(prefix.length) : null;
    const route =
      local === null
        ? undefined
        : routes.findLast(
            (candidate) =>
              candidate.method === recorded.method &&
              (typeof candidate.path === 'string' ? candidate.path === local : candidate.path.test(local)),
          );
    const answer = route
      ? typeof route.responder === 'function'
        ? route.responder(recorded)
        : route.responder
      : { status: 404 };
    response.statusCode = answer.status;
    if (answer.xml) response.setHeader('content-type', 'application/xml; charset=utf-8');
    response.end(answer.xml ?? '');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.statusCode = 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const environment = new braintree.Environment(
    '127.0.0.1',
    String(port),
    `http://127.0.0.1:${port}`,
    false,
    '127.0.0.1',
    String(port),
  );
  return {
    environment,
    requests,
    on(method, path, responder) {
      routes.push({ method, path, responder });
    },
    reset() {
      routes.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// ---- Braintree's response documents -------------------------------------------------------------

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const element = (name: string, value: string | number | null | undefined, type?: string) =>
  value === null || value === undefined
    ? `<${name} nil="true"/>`
    : `<${name}${type ? ` type="${type}"` : ''}>${escapeXml(String(value))}</${name}>`;

export interface TransactionFields {
  id: string;
  status: string;
  type?: 'sale' | 'credit';
  amount: string;
  orderId?: string | null;
  currency?: string;
  createdAt?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  gatewayRejectionReason?: string | null;
  card?: { token?: string | null; cardType: string; last4: string; bin?: string; month: string; year: string } | null;
  paypal?: { token?: string | null; email: string } | null;
}

/** A <transaction> element (no XML declaration), as in sale, find and search answers. */
export function transactionElement(t: TransactionFields): string {
  const card = t.card
    ? [
        '<credit-card>',
        element('token', t.card.token ?? null),
        element('bin', t.card.bin ?? '411111'),
        element('last-4', t.card.last4),
        element('card-type', t.card.cardType),
        element('expiration-month', t.card.month),
        element('expiration-year', t.card.year),
        element('customer-location', 'US'),
        '</credit-card>',
      ].join('')
    : '<credit-card><token nil="true"/><bin nil="true"/><last-4 nil="true"/><card-type nil="true"/></credit-card>';
  const paypal = t.paypal
    ? `<paypal>${element('token', t.paypal.token ?? null)}${element('payer-email', t.paypal.email)}</paypal>`
    : '';
  return [
    '<transaction>',
    element('id', t.id),
    element('status', t.status),
    element('type', t.type ?? 'sale'),
    element('currency-iso-code', t.currency ?? 'CAD'),
    element('amount', t.amount),
    element('merchant-account-id', 'spc_cad'),
    element('order-id', t.orderId ?? null),
    element('created-at', t.createdAt ?? '2026-01-15T10:00:00Z', 'datetime'),
    element('updated-at', t.createdAt ?? '2026-01-15T10:00:00Z', 'datetime'),
    element('processor-response-code', t.processorResponseCode ?? '1000'),
    element('processor-response-text', t.processorResponseText ?? 'Approved'),
    element('gateway-rejection-reason', t.gatewayRejectionReason ?? null),
    element('payment-instrument-type', t.paypal ? 'paypal_account' : 'credit_card'),
    card,
    paypal,
    '<status-history type="array"/>',
    '<disbursement-details><disbursement-date nil="true"/></disbursement-details>',
    '<disputes type="array"/>',
    '</transaction>',
  ].join('\n');
}

export const transactionXml = (t: TransactionFields) => XML_DECLARATION + transactionElement(t);

/** A 422 answer: validation errors (code, attribute, message), and the failed transaction or verification. */
export function apiErrorXml(options: {
  message: string;
  errors?: { code: string; attribute: string; message: string; on?: string }[];
  transaction?: TransactionFields;
  verification?: {
    status: string;
    processorResponseCode?: string;
    processorResponseText?: string;
    gatewayRejectionReason?: string | null;
  };
}): string {
  const errors = options.errors ?? [];
  const byScope = new Map<string, string[]>();
  for (const error of errors) {
    const scope = error.on ?? 'transaction';
    byScope.set(scope, [
      ...(byScope.get(scope) ?? []),
      `<error>${element('code', error.code)}${element('attribute', error.attribute, 'symbol')}${element('message', error.message)}</error>`,
    ]);
  }
  const scoped = [...byScope].map(
    ([scope, items]) => `<${scope}><errors type="array">${items.join('')}</errors></${scope}>`,
  );
  const verification = options.verification
    ? [
        '<verification>',
        element('id', 'verification1'),
        element('status', options.verification.status),
        element('processor-response-code', options.verification.processorResponseCode ?? null),
        element('processor-response-text', options.verification.processorResponseText ?? null),
        element('gateway-rejection-reason', options.verification.gatewayRejectionReason ?? null),
        '</verification>',
      ].join('')
    : '';
  return [
    XML_DECLARATION,
    '<api-error-response>',
    `<errors><errors type="array"/>${scoped.join('')}</errors>`,
    '<params><transaction><type>sale</type></transaction></params>',
    element('message', options.message),
    options.transaction ? transactionElement(options.transaction) : '',
    verification,
    '</api-error-response>',
  ].join('');
}

export const searchIdsXml = (ids: string[]) =>
  `${XML_DECLARATION}<search-results><page-size type="integer">50</page-size><ids type="array">${ids
    .map((id) => element('item', id))
    .join('')}</ids></search-results>`;

export const searchResultsXml = (transactions: TransactionFields[]) =>
  [
    XML_DECLARATION,
    '<credit-card-transactions type="collection">',
    '<current-page-number type="integer">1</current-page-number>',
    '<page-size type="integer">50</page-size>',
    `<total-items type="integer">${transactions.length}</total-items>`,
    ...transactions.map(transactionElement),
    '</credit-card-transactions>',
  ].join('\n');

export const customerXml = (id: string, email: string | null = null) =>
  `${XML_DECLARATION}<customer>${element('id', id)}${element('email', email)}<credit-cards type="array"/><paypal-accounts type="array"/><addresses type="array"/></customer>`;

export const creditCardXml = (card: { token: string; cardType: string; last4: string; month: string; year: string }) =>
  `${XML_DECLARATION}<credit-card>${element('token', card.token)}${element('card-type', card.cardType)}${element(
    'last-4',
    card.last4,
  )}${element('bin', '411111')}${element('expiration-month', card.month)}${element(
    'expiration-year',
    card.year,
  )}${element('customer-id', 'customer-1')}<subscriptions type="array"/><verifications type="array"/></credit-card>`;

export const paypalAccountXml = (token: string, email: string) =>
  `${XML_DECLARATION}<paypal-account>${element('token', token)}${element('email', email)}${element(
    'customer-id',
    'customer-1',
  )}<subscriptions type="array"/></paypal-account>`;

export const clientTokenXml = (value: string) =>
  `${XML_DECLARATION}<client-token>${element('value', value)}</client-token>`;
