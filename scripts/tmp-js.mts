import { chromium } from 'playwright-core';
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await ctx.newPage();
  const t0 = Date.now();
  const list: Promise<string>[] = [];
  page.on('requestfinished', (r) => { if (r.resourceType() === 'script') { const t = Date.now() - t0; list.push(r.sizes().then((s) => `${String(t).padStart(5)}ms ${(s.responseBodySize/1024).toFixed(1).padStart(6)}KB ${new URL(r.url()).pathname}`)); } });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const rows = await Promise.all(list);
  console.log(`== ${p}: ${rows.length} files`); console.log(rows.join('\n'));
  await ctx.close();
}
await browser.close();
