// The security headers every answer carries, worked out once from Helmet at start-up.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityPlugin } from './security.ts';

async function headersWith(env: Record<string, string>) {
  const app = Fastify();
  await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test', ...env }) });
  app.get('/json', async () => ({ ok: true }));
  app.get('/other', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
  const json = await app.inject({ url: '/json' });
  const other = await app.inject({ url: '/other' });
  await app.close();
  return { json: json.headers, other: other.headers };
}

describe('securityPlugin', () => {
  it("sets Helmet's hardening headers on every answer", async () => {
    const { json } = await headersWith({});
    expect(json).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(json['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';" +
        "connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
    );
    expect(json['strict-transport-security']).toBeUndefined();
    expect(json['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sets a Permissions-Policy turning off the features the product does not use (issue 16)', async () => {
    const { json, other } = await headersWith({});
    for (const headers of [json, other]) {
      const policy = String(headers['permissions-policy']);
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(off);
      expect(policy).toContain('clipboard-write=(self)');
    }
  });

  it('adds HSTS and upgrade-insecure-requests for an https site', async () => {
    const { json } = await headersWith({ PUBLIC_URL: 'https://spc.example' });
    expect(json['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(json['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });

  it('lets a route set its own policy', async () => {
    const { other } = await headersWith({});
    expect(other['content-security-policy']).toBe("default-src 'none'");
    expect(other['x-frame-options']).toBe('SAMEORIGIN');
  });
});
