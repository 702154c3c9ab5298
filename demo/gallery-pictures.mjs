// The pictures of the gallery's cases: a screenshot of each case's row, taken in Chromium by the state matrix
// (test/matrix/gallery.matrix.test.mjs) or by `npm run gallery:pictures`, into scratch/gallery/rows/ (ignored by
// git: the repository holds no images). /gallery shows a case's picture when there is one, and says how to take
// it when there is none.

import { closeSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The folder the pictures are written to, and the path the demo serves them under (demo/server.mjs). */
export const PICTURES = fileURLToPath(new URL('../scratch/gallery/rows/', import.meta.url));
export const PICTURES_PATH = '/gallery/pictures/';

/** The picture of case `id`: its address and its size in CSS px (it is taken at 2×), or null when none was taken. */
export function pictureOf(id) {
  let file;
  try {
    file = openSync(join(PICTURES, `${id}.png`), 'r');
  } catch {
    return null;
  }
  try {
    // A PNG's size is in its IHDR chunk, the first: width and height as 32-bit big-endian integers at 16 and 20.
    const head = Buffer.alloc(24);
    if (readSync(file, head, 0, 24, 0) < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return null;
    const [width, height] = [head.readUInt32BE(16), head.readUInt32BE(20)].map((pixels) => Math.round(pixels / 2));
    return { src: `${PICTURES_PATH}${encodeURIComponent(id)}.png`, width, height };
  } finally {
    closeSync(file);
  }
}

/**
 * Takes the picture of the case loaded in `page` (playwright, Chromium): its row, as a person sees it now, at twice
 * its size in CSS px, so that it stays sharp on a phone's screen (Lighthouse's image-size-responsive). Through the
 * DevTools protocol: the page is given a device pixel ratio of 2 for the capture, then its own back, with the touch
 * screen it had (the state matrix goes on measuring the same page).
 */
export async function takePicture(page, id) {
  const seen = await page.locator('[data-gallery-row]').evaluate((row) => {
    const { x, y, width, height } = row.getBoundingClientRect();
    return {
      clip: { x: x + scrollX, y: y + scrollY, width: Math.ceil(width), height: Math.ceil(height), scale: 1 },
      window: { width: innerWidth, height: innerHeight, ratio: devicePixelRatio }, touch: matchMedia('(pointer: coarse)').matches,
    };
  });
  const cdp = await page.context().newCDPSession(page);
  const emulate = async (deviceScaleFactor) => {
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: seen.window.width, height: seen.window.height, deviceScaleFactor, mobile: false });
    if (seen.touch) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  };
  try {
    await emulate(2);
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: seen.clip, captureBeyondViewport: true });
    mkdirSync(PICTURES, { recursive: true });
    writeFileSync(join(PICTURES, `${id}.png`), Buffer.from(data, 'base64'));
  } finally {
    await emulate(seen.window.ratio);
    await cdp.detach();
  }
}
