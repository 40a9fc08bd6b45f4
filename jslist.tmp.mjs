import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const files = [];
page.on('response', async (r) => { if (!r.url().endsWith('.js')) return; const b = await r.body().catch(() => null); if (b) files.push([r.url().split('/').pop(), b.length, gzipSync(b).length]); });
await page.goto('http://127.0.0.1:3999/game');
await page.getByRole('status', { name: 'Location' }).waitFor({ timeout: 30000 });
files.sort((a, b) => b[2] - a[2]);
let t = 0; for (const f of files) { t += f[2]; console.log(f[0], (f[2] / 1024).toFixed(1)); }
console.log('total gz', (t / 1024).toFixed(1));
await browser.close();
