import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in the system Chromium (never a downloaded browser), against the real server on a fresh embedded
 * database, with e-mail delivered over SMTP to a capture server the global setup starts (e2e/mail-capture.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** The LibreTranslate-compatible stand-in the global setup starts (e2e/translate-loopback.ts). */
const translatePort = Number(process.env.E2E_TRANSLATE_PORT ?? port + 10000);
process.env.E2E_TRANSLATE_PORT = String(translatePort);
const runDir = path.resolve(process.env.E2E_RUN_DIR ?? 'e2e/.run');
process.env.E2E_RUN_DIR = runDir;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    // the app's service worker (offline use) is off in the browser tests, which intercept requests and expect fresh
    // answers; e2e/offline.spec.ts turns it on
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${runDir}/data && node apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${runDir}/data`,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '300',
      RATE_LIMIT_AUTH_PER_15MIN: '500',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // TEST MODE: the ship-by browser test moves the clock past a promised date (refused in production)
      CLOCK_CONTROL: 'true',
      ADMIN_EMAIL: 'e2e-admin@example.com',
      ADMIN_PASSWORD: 'E2e-Admin-Password-1',
      E2E_SMTP_PORT: String(smtpPort),
      SHIPPING_WEBHOOK_SECRET: 'e2e-carrier-webhook-secret',
      TRANSLATE_URL: `http://127.0.0.1:${translatePort}`,
    },
  },
});
