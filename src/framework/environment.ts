/**
 * Everything the core needs from its host (the current URL, the referrer,
 * storage, timers, fetch, a console, whether a web file exists) arrives
 * through one injectable object, so the same code runs in a browser, on a
 * Node server and in tests without reading a global.
 *
 * @module
 */

/** The key/value storage the environment offers (the shape of `localStorage`). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The log sink the core writes to (the shape of `console`). */
export interface EnvironmentConsole {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}

/** The session history the core may push to (the shape of `history`). */
export interface EnvironmentHistory {
  pushState(state: unknown, unused: string, url?: string): void;
  replaceState(state: unknown, unused: string, url?: string): void;
}

/** The host services the core uses. Every member is required; build one with {@link memoryEnvironment} or {@link browserEnvironment}. */
export interface Environment {
  /** The absolute URL of the current request or page. */
  href(): string;
  /** The referring URL, or `''` when there is none. */
  referrer(): string;
  /** Persistent storage (`localStorage` in a browser, a Map in memory). */
  storage: KeyValueStorage;
  /** Session history. */
  history: EnvironmentHistory;
  /** Whether a file exists under the webroot (used for themed assets). */
  fileExists(path: string): boolean;
  /** `fetch`, when the host has one. */
  fetch: ((input: string, init?: unknown) => Promise<unknown>) | null;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  console: EnvironmentConsole;
}

/** What {@link memoryEnvironment} can be seeded with. */
export interface MemoryEnvironmentInit {
  /** The current URL; default `http://localhost/`. */
  href?: string;
  referrer?: string;
  /** Paths (relative to the webroot, e.g. `theme/blue/css/site.css`) that exist. */
  files?: Iterable<string>;
  /** Initial storage contents. */
  storage?: Record<string, string>;
  console?: EnvironmentConsole;
}

/** A memory-backed store with the `localStorage` shape. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }
  getItem(key: string): string | null {
    return this.items.has(key) ? (this.items.get(key) as string) : null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * An environment held entirely in memory: the default in Node and in tests.
 * Its history records the URLs pushed to it and moves `href` along.
 */
export function memoryEnvironment(init: MemoryEnvironmentInit = {}): Environment & { entries: string[] } {
  let href = init.href ?? 'http://localhost/';
  const files = new Set(init.files ?? []);
  const entries = [href];
  const go = (url?: string) => {
    if (url !== undefined) href = new host.URL(url, href).href;
  };
  return {
    entries,
    href: () => href,
    referrer: () => init.referrer ?? '',
    storage: new MemoryStorage(init.storage),
    history: {
      pushState(_state, _unused, url) {
        go(url);
        entries.push(href);
      },
      replaceState(_state, _unused, url) {
        go(url);
        entries[entries.length - 1] = href;
      },
    },
    fileExists: (path) => files.has(path.replace(/^\/+/, '')),
    fetch: null,
    setTimeout: (callback, ms) => host.setTimeout(callback, ms),
    clearTimeout: (handle) => host.clearTimeout(handle),
    console: init.console ?? host.console,
  };
}

/** The globals every host (browser and Node) provides that the defaults use. */
interface HostGlobals {
  console: EnvironmentConsole;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  URL: new (url: string, base?: string) => { href: string };
}

const host = globalThis as unknown as HostGlobals;

/** The subset of the browser's globals {@link browserEnvironment} reads. */
interface BrowserGlobals {
  location: { href: string };
  document: { referrer: string };
  localStorage: KeyValueStorage;
  history: EnvironmentHistory;
  fetch: (input: string, init?: unknown) => Promise<unknown>;
}

/**
 * The browser's own services. A browser cannot ask synchronously whether a
 * file exists, so themed lookups consult `themeFiles`, the list of files the
 * theme provides (empty by default, which serves every asset from the
 * default location).
 */
export function browserEnvironment(themeFiles: Iterable<string> = []): Environment {
  const web = globalThis as unknown as BrowserGlobals;
  const files = new Set(themeFiles);
  return {
    href: () => web.location.href,
    referrer: () => web.document.referrer,
    storage: web.localStorage,
    history: web.history,
    fileExists: (path) => files.has(path.replace(/^\/+/, '')),
    fetch: (input, init) => web.fetch(input, init),
    setTimeout: (callback, ms) => host.setTimeout(callback, ms),
    clearTimeout: (handle) => host.clearTimeout(handle),
    console: host.console,
  };
}

let fallback: Environment | undefined;

/**
 * The environment used when none is injected: the browser's when the code
 * runs in a page, otherwise one in memory. This is the only place that looks
 * at globals to decide.
 */
export function defaultEnvironment(): Environment {
  const web = globalThis as unknown as Partial<BrowserGlobals>;
  if (web.location && web.document && web.history) return browserEnvironment();
  fallback ??= memoryEnvironment();
  return fallback;
}
