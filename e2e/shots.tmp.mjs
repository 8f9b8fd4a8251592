import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 800], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'spc_consent', value: `v1.a0.m0.t${Date.now()}`, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: false });
  }
  await context.close();
}
await browser.close();
