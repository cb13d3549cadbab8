// The host check's page: a React + Vite page in the host project that uses the installed packages, built
// and opened in Chromium.
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

/**
 * Builds a page in `host` that renders RatingStars inside the theme and language providers and loads loan
 * details through @loan-h5/api, checks the bundle, and opens it in Chromium against a stub gateway.
 */
export async function checkHostPage(host, { run, fail }) {
  mkdirSync(path.join(host, 'src'));
  writeFileSync(
    path.join(host, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(host, 'src/main.js'),
    `import { createElement as h, useState } from 'react';
     import { createRoot } from 'react-dom/client';
     import { GlobalStyle, LocaleProvider, RatingStars, ThemeProvider } from '@loan-h5/screens';
     import { en } from '@loan-h5/screens/i18n/en';
     import { createApiClient, endpoints } from '@loan-h5/api';
     const client = createApiClient({ config: { apiOrigin: '', generalBase: '/gateway' } });
     client.call(endpoints.loanDetails, { productId: 12, orderId: 9 }).then(
       (details) => { document.title = 'status ' + details.status; },
       (error) => { document.title = 'failed ' + error.name; },
     );
     function HostPage() {
       const [score, setScore] = useState(0);
       return h(ThemeProvider, { market: 'IN' },
         h(LocaleProvider, { locale: 'en', messages: en },
           h(GlobalStyle),
           h(RatingStars, { label: 'Rate this service', value: score, onChange: setScore }),
           h('output', { 'data-testid': 'score' }, String(score))));
     }
     createRoot(document.getElementById('root')).render(h(HostPage));`,
  );
  run(path.join(host, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], host);

  // 3. The bundle has the component and no second copy of React.
  const assets = readdirSync(path.join(host, 'dist/assets')).filter((f) => f.endsWith('.js'));
  const bundleText = assets.map((f) => readFileSync(path.join(host, 'dist/assets', f), 'utf8')).join('\n');
  if (!bundleText.includes('radiogroup')) fail('the host bundle has no RatingStars radio group');

  // 4. The page works in a real browser: five radios, a tap sets the score.
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/gateway/v3/loan-details/loan-details' && req.method === 'POST') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ code: 0, message: '', data: { orderStatus: 174, isDelay: '1', isScore: 0 } }),
      );
    }
    const file = path.join(host, 'dist', url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(path.join(host, 'dist')) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const group = page.getByRole('radiogroup', { name: 'Rate this service' });
    await group.waitFor({ timeout: 10_000 });
    const radios = await group.getByRole('radio').count();
    if (radios !== 5) fail(`expected 5 star radios, found ${radios}`);
    await group.getByRole('radio').nth(3).check({ force: true });
    const score = await page.getByTestId('score').textContent();
    if (score !== '4') fail(`choosing the 4th star should set the score to 4, got ${score}`);
    await page.waitForFunction(
      () => document.title.startsWith('status') || document.title.startsWith('failed'),
    );
    const title = await page.title();
    if (title !== 'status 174')
      fail(`loading loan details through @loan-h5/api should give status 174, got "${title}"`);
    if (errors.length) fail(`the page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}
