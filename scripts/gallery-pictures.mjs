// `npm run gallery:pictures`: the picture of every case of the demo's /gallery (its row, as a person sees it), taken
// in Chromium against the demo started here on a free port of 127.0.0.1, into scratch/gallery/rows/ (ignored by
// git). The state matrix takes the same pictures as it checks the cases; this takes them without the checks.

import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { ensureBuild, ensureDependencies, findChromium } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();
const executablePath = await findChromium();
const { startServer } = await import('../demo/server.mjs');
const { CASES } = await import('../demo/gallery-cases.mjs');
const { PICTURES, takePicture } = await import('../demo/gallery-pictures.mjs');

const server = await startServer({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const entry of CASES) {
    const context = await browser.newContext({
      viewport: { width: Number(entry.width), height: 1000 }, colorScheme: entry.scheme === 'dark' ? 'dark' : 'light',
      forcedColors: entry.scheme === 'forced' ? 'active' : 'none', hasTouch: entry.pointer === 'coarse', locale: entry.lang,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/gallery?case=${entry.id}`);
      // The row's elements defined and rendered, and the parts they load on demand arrived.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await page.evaluate(async () => {
        const hosts = [...document.querySelectorAll('[data-gallery-row] *')].filter((node) => node.localName.includes('-'));
        await Promise.all(hosts.map((host) => customElements.whenDefined(host.localName)));
        await Promise.all(hosts.map((host) => host.updateComplete));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await takePicture(page, entry.id);
    } finally {
      await context.close();
    }
  }
  console.log(`${CASES.length} pictures in ${PICTURES}`);
} finally {
  await browser.close();
  server.close();
}
