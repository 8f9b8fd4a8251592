// Builds the real app on a fresh database for one test file.
import { randomBytes } from 'node:crypto';
import type { Geocoder } from '../src/adapters/geocoding/geocoder.ts';
import type { Mailer } from '../src/adapters/mail/mailer.ts';
import type { PaymentGateway } from '../src/adapters/payments/gateway.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: { geocoder?: Geocoder; mailer?: Mailer; gateway?: PaymentGateway } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', ...env });
  const database = await createTestDatabase();
  const secrets = { authSecret: randomBytes(32).toString('base64url') };
  const app = await buildApp({ config, database, secrets, ...overrides });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
