// The pictures of the gallery's cases: a screenshot of each case's row, taken in Chromium by the state matrix
// (test/matrix/gallery.matrix.test.mjs) or by `npm run gallery:pictures`, into scratch/gallery/rows/ (ignored by
// git: the repository holds no images). /gallery shows a case's picture when there is one, and says how to take
// it when there is none.

import { openSync, readSync, closeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The folder the pictures are written to, and the path the demo serves them under (demo/server.mjs). */
export const PICTURES = fileURLToPath(new URL('../scratch/gallery/rows/', import.meta.url));
export const PICTURES_PATH = '/gallery/pictures/';

/** The picture of case `id`: its address and its size in CSS px (taken at 1×), or null when none was taken. */
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
    return { src: `${PICTURES_PATH}${encodeURIComponent(id)}.png`, width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  } finally {
    closeSync(file);
  }
}

/** Takes the picture of the case loaded in `page` (playwright): its row, as a person sees it now. */
export async function takePicture(page, id) {
  await page.locator('[data-gallery-row]').screenshot({ path: join(PICTURES, `${id}.png`), animations: 'disabled' });
}
