// The outside world of the browser journeys, run on this machine by Playwright before the product
// starts: a real SMTP server that the product delivers its e-mail to (SMTP_URL), and an OpenID Connect
// provider standing in for Google (GOOGLE_ISSUER). A small HTTP side door lets journeys read the mail
// that arrived and choose who the provider signs in next. Ports come from the environment
// (playwright.config.ts sets them).
import http from 'node:http';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { startTestSmtpServer, parseRawMail } from '../apps/api/src/adapters/mail/test-smtp-server.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3102);
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 3103);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3101);

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
}
let identity: Identity = {
  sub: 'google-default',
  email: 'google-default@example.com',
  email_verified: true,
  name: 'Alex Gagnon',
  given_name: 'Alex',
  family_name: 'Gagnon',
};

const smtp = await startTestSmtpServer({ port: smtpPort });

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
oidc.service.on('beforeTokenSigning', (token: MutableToken) => {
  Object.assign(token.payload, identity, { aud: 'spc-e2e-client' });
});
oidc.service.on('beforeUserinfo', (response: MutableResponse) => {
  response.body = { ...identity };
});
await oidc.start(oidcPort, '127.0.0.1');

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${controlPort}`);
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/mail') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages = smtp.received
        .filter((mail) => !to || mail.rcptTo.some((address) => address.toLowerCase() === to))
        .map((mail) => {
          const parsed = parseRawMail(mail.raw);
          return {
            to: mail.rcptTo,
            subject: parsed.headers.get('subject') ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            // Marketing e-mails' one-click unsubscribe headers (RFC 8058; decision 039).
            listUnsubscribe: parsed.headers.get('list-unsubscribe') ?? null,
            listUnsubscribePost: parsed.headers.get('list-unsubscribe-post') ?? null,
          };
        });
      return json(res, 200, messages);
    }
    if (req.method === 'POST' && url.pathname === '/oidc/identity') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        identity = { ...identity, ...(JSON.parse(body) as Partial<Identity>) };
        json(res, 200, identity);
      });
      return;
    }
    json(res, 404, { error: 'NOT_FOUND' });
  })
  .listen(controlPort, '127.0.0.1');

const stop = async () => {
  await Promise.allSettled([smtp.close(), oidc.stop()]);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
