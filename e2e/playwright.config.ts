// Browser journeys against the production build: the real server (`npm run serve`'s command) on a
// fresh embedded database, driven in Debian's Chromium at desktop and mobile sizes. Run through
// `npm run test:e2e`, which builds the SPA first. Environment (read here only): E2E_PORT, CHROMIUM_PATH,
// E2E_DATABASE_URL (run against a PostgreSQL server instead of PGlite), CI.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The journeys' outside world (local-services.ts): SMTP, an OpenID Connect stand-in for Google, and a side door. */
export const servicePorts = { oidc: port + 1, smtp: port + 2, control: port + 3 };
export const controlURL = `http://127.0.0.1:${servicePorts.control}`;
/** The staff API's bearer token in the journeys (the server gets it as STAFF_API_TOKEN). */
export const E2E_STAFF_API_TOKEN = 'e2e-staff-token-0123456789abcdef';

// One data directory per run. The main process picks it and hands it to the workers through the
// environment, so every process that loads this file agrees on it.
const RUN_DIR_VAR = 'SPC_E2E_DATA_DIR';
const tmpRoot = path.join(repoRoot, '.tmp');
if (!process.env[RUN_DIR_VAR]) {
  process.env[RUN_DIR_VAR] = path.join(tmpRoot, `e2e-${Date.now()}`);
  pruneOldRuns();
}
const dataDir = process.env[RUN_DIR_VAR];

/** Drops data directories of earlier runs (older than an hour) so .tmp does not grow forever. */
function pruneOldRuns() {
  mkdirSync(tmpRoot, { recursive: true });
  const cutoff = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(tmpRoot)) {
    const dir = path.join(tmpRoot, name);
    if (name.startsWith('e2e-') && statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
  }
}

/** The cookie of a visitor who refused optional cookies (lib/consent: version 1, analytics and marketing off). */
const consentCookie = {
  name: 'spc_consent',
  value: `v1.a0.m0.t${Date.now()}`,
  domain: '127.0.0.1',
  path: '/',
  expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

/**
 * What the campaign modals keep after a visitor saw them (features/campaign-modals/campaign-storage.ts):
 * three recent showings of every ad the seed can have (more than any schedule's display_count) and of
 * the e-mail capture, and this device subscribed.
 */
const seenAt = [Date.now() - 3000, Date.now() - 2000, Date.now() - 1000];
const campaignsSeen = [
  {
    name: 'spc.campaign-modals',
    value: JSON.stringify({
      ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`ad:${i + 1}`, seenAt])),
      'email-capture': seenAt,
    }),
  },
  { name: 'spc.subscribed', value: 'true' },
  // The age check after sign-in (issue 18, decision 025) asks members to verify their student status
  // once a week: these members said "later" a moment ago.
  { name: 'spc.studentPromptSnoozedAt', value: String(Date.now()) },
];

/** The campaign modals and the student prompt already seen, for journeys that start without cookies. */
export const PROMPTS_SEEN = { origin: baseURL, localStorage: campaignsSeen };

/** A visitor who answered the cookie banner and has seen no campaign modal yet (campaigns.spec.ts). */
export const CONSENTED_VISITOR = { cookies: [consentCookie], origins: [] };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts',
  fullyParallel: true,
  // Playwright's default is half the cores: one journey at a time on CI's 2 cores, while most of a
  // journey's time is spent waiting for the page and the server. Two at once took the run from 6.6 to
  // 5.5 minutes there.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // Every journey but the consent and campaign ones starts as someone who already answered the cookie
    // banner (issue 21: optional cookies refused, so the banner does not cover the page) and who has
    // already seen this season's ads and e-mail capture (issue 19: a campaign modal opens after 3 s
    // without a click, and would cover a page a journey is reading) and put off the student-status
    // prompt (issue 18).
    storageState: { cookies: [consentCookie], origins: [{ origin: baseURL, localStorage: campaignsSeen }] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // Journeys tagged @mobile need a phone-sized screen (the mobile menu); @desktop ones the reverse.
      grepInvert: /@mobile/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: 'serving.spec.ts',
      grepInvert: /@desktop/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/local-services.ts',
      cwd: repoRoot,
      url: `${controlURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_OIDC_PORT: String(servicePorts.oidc),
        E2E_SMTP_PORT: String(servicePorts.smtp),
        E2E_CONTROL_PORT: String(servicePorts.control),
      },
    },
    {
      // The production server exactly as `npm run serve` starts it; the SPA was built beforehand. First,
      // the staff journeys' administrators on its database (staff-bootstrap.ts).
      command: 'node --import tsx e2e/staff-bootstrap.ts && node --import tsx apps/api/src/server.ts',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir ?? '',
        // Empty means "unset" to the config module: PGlite in DATA_DIR unless a server is asked for.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        PUBLIC_URL: '',
        REDIS_URL: '',
        // Real delivery to the local SMTP server, and Google sign-in through the local provider.
        // Every journey's browser shares 127.0.0.1, which the per-IP limits would otherwise count as one person.
        AUTH_RATE_LIMIT_SCALE: '20',
        SMTP_URL: `smtp://127.0.0.1:${servicePorts.smtp}`,
        GOOGLE_CLIENT_ID: 'spc-e2e-client',
        GOOGLE_CLIENT_SECRET: 'spc-e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${servicePorts.oidc}`,
        // Issue 18 item 3: the staff API's token, so a journey can decide a student ID review as staff would.
        STAFF_API_TOKEN: E2E_STAFF_API_TOKEN,
      },
    },
  ],
});
