import { fileURLToPath } from 'node:url';
import { chromeLauncher, defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { countReporter } from './scripts/count-reporter.mjs';
import { loopbackOnly, testEndpoints } from './test/server/endpoints.mjs';

// Flags that let Debian's Chromium start as root and stay off the network
// (see /work/shared/notes/toolchain.md).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-setuid-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Keyboard tests bring their page to the front; the page in the background
  // must still get timers and animation frames, or its fixtures wait forever.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/core/**/*.test.ts', 'test/elements/**/*.test.ts'],
  nodeResolve: true,
  // The Ajax tests' HTTP endpoints (/__test/...), for loopback clients only:
  // the dev server listens on every interface even with this hostname.
  hostname: '127.0.0.1',
  middleware: [loopbackOnly(), testEndpoints()],
  plugins: [
    esbuildPlugin({
      ts: true,
      // Explicit, or esbuild never sees experimentalDecorators.
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      target: 'es2021',
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
      },
    }),
  ],
  // One page at a time: the keyboard and history tests need the focused page to themselves.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 5 * 60 * 1000,
  reporters: [defaultReporter(), countReporter()],
};
