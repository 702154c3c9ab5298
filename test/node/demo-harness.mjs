/**
 * What the Node tests that drive the demo or a built page in Chromium share:
 * Debian's Chromium launched with the project's flags, and the demo server
 * on 127.0.0.1 for the tests of one describe block.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

/** Debian's Chromium (or CHROME_PATH), with the launch flags this machine needs; `options` are playwright's. */
export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS, ...options });
}

/**
 * Starts the demo server at `debug`, over `articles` articles (the
 * server's default unless given), and, unless `browser` is false, a
 * Chromium, before the tests of the calling describe block, and stops them
 * after. The returned object holds `origin` and `browser` once they run.
 */
export function useDemo({ debug = 0, browser = true, articles } = {}) {
  const demo = { origin: '', browser: null, server: null };
  before(async () => {
    demo.server = await startServer({ port: 0, host: '127.0.0.1', debug, articles });
    demo.origin = `http://127.0.0.1:${demo.server.address().port}`;
    if (browser) demo.browser = await launchChromium();
  });
  after(async () => {
    await demo.browser?.close();
    if (demo.server) await new Promise((resolve) => demo.server.close(resolve));
  });
  return demo;
}
