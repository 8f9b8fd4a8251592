// Security headers: a strict Content-Security-Policy (no inline script but the server-rendered page's
// own, which carry that response's nonce), and HSTS only when the public URL is https (an
// http://127.0.0.1 page must not be told to upgrade its requests).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline styles are allowed (scripts are not): Radix dialogs lock the page's scroll with a <style>
  // element computed at run time, which neither a hash nor the static shell's missing nonce can cover.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const withUpgrade = (https: boolean): Record<string, string[]> =>
  https ? { ...contentSecurityPolicy, 'upgrade-insecure-requests': [] } : contentSecurityPolicy;

/**
 * The policy of a server-rendered page: the same, with this response's nonce added to script-src for
 * its inline hydration state and structured data (decision 007). Never 'unsafe-inline'.
 */
export function contentSecurityPolicyWithNonce(config: Config, nonce: string): string {
  const directives = withUpgrade(config.publicUrl.startsWith('https://'));
  return Object.entries(directives)
    .map(([name, values]) => [name, ...(name === 'script-src' ? [...values, `'nonce-${nonce}'`] : values)].join(' '))
    .join(';');
}

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withUpgrade(https),
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});
