import { chromium } from '@playwright/test';
const [,, url] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log(`${m.type()}: ${m.text().slice(0, 2000)}`));
page.on('pageerror', (e) => console.log(`pageerror: ${e.stack?.slice(0, 3000)}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await browser.close();
