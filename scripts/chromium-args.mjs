// The flags every Chromium this project starts is given (tests, the test
// runner, the benchmark): Debian's Chromium runs as root only without its
// sandbox, and stays off the network this machine cannot reach
// (/work/shared/notes/toolchain.md).

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-setuid-sandbox', '--disable-dev-shm-usage', '--disable-gpu',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
];

/**
 * For pages that must keep running while another page has the focus (the
 * test runner's, the benchmark's): timers and animation frames unthrottled.
 */
export const UNTHROTTLED_ARGS = [
  '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding',
];
