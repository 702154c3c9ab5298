import { fileURLToPath } from 'node:url';
import { chromeLauncher, defaultReporter } from '@web/test-runner';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { compile } from 'svelte/compiler';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { CHROMIUM_ARGS, UNTHROTTLED_ARGS } from './scripts/chromium-args.mjs';
import { countReporter } from './scripts/count-reporter.mjs';
import { loopbackOnly, testEndpoints } from './test/server/endpoints.mjs';

// React 19 ships CommonJS only; the interop tests load it converted to ES modules.
// strictRequires: false, so each converted file exports its own default: the ES
// wrapper the plugin adds through resolveId in a Rollup build never runs here.
// Only default imports work (`import React from 'react'`), no named ones.
const commonjs = fromRollup(rollupCommonjs);
const commonjsPackages = ['**/node_modules/react/**', '**/node_modules/react-dom/**', '**/node_modules/scheduler/**'];
const commonjsPath = /\/node_modules\/(react|react-dom|scheduler)\//;

// Keyboard tests bring their page to the front; the page in the background
// must still get timers and animation frames, or its fixtures wait forever.
const chromiumArgs = [...CHROMIUM_ARGS, ...UNTHROTTLED_ARGS];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/core/**/*.test.ts', 'test/elements/**/*.test.ts', 'test/interop/**/*.test.ts'],
  // The browser builds of packages that have one (Svelte's runtime: its default export is the server's).
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // The Ajax tests' HTTP endpoints (/__test/...), for loopback clients only:
  // the dev server listens on every interface even with this hostname.
  hostname: '127.0.0.1',
  middleware: [loopbackOnly(), testEndpoints()],
  plugins: [
    // Chromium's accessibility tree, for the tests that check what a screen reader is told (landmark names).
    a11ySnapshotPlugin(),
    esbuildPlugin({
      ts: true,
      // Explicit, or esbuild never sees experimentalDecorators.
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      // es2022: the corpus test reads its vectors with a top-level await before it declares its tests.
      target: 'es2022',
    }),
    // React's CommonJS picks its build by process.env.NODE_ENV, which browsers lack:
    // define it in those packages only (not as a page global the other tests would see).
    {
      name: 'react-node-env',
      transform(context) {
        if (commonjsPath.test(context.path) && typeof context.body === 'string') {
          return { body: context.body.replace(/process\.env\.NODE_ENV/g, '"development"') };
        }
        return undefined;
      },
    },
    // The Svelte interop test's components, compiled for the browser as a Svelte app's build compiles them.
    {
      name: 'svelte',
      resolveMimeType(context) {
        return context.path.endsWith('.svelte') ? 'js' : undefined;
      },
      transform(context) {
        if (!context.path.endsWith('.svelte')) return undefined;
        return { body: compile(String(context.body), { filename: context.path, generate: 'client', dev: true }).js.code };
      },
    },
    commonjs({ include: commonjsPackages, strictRequires: false, requireReturnsDefault: true }),
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
  // Generous: on a loaded machine the whole run has taken over 5 minutes.
  testsFinishTimeout: 10 * 60 * 1000,
  reporters: [defaultReporter(), countReporter()],
};
