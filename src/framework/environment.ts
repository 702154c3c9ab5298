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

/**
 * Keyed hashing from the host's crypto, which the core signs keyset cursors
 * with (`cursorSecret`): `node:crypto` on Node. Both calls are synchronous,
 * as paginate() is for a synchronous model.
 */
export interface EnvironmentCrypto {
  /** HMAC-SHA256 of `message` under `secret` (both text, UTF-8), as base64url without padding. */
  hmacSha256(secret: string, message: string): string;
  /** True when the two texts are equal, in a time that does not depend on where they differ. */
  sameText(a: string, b: string): boolean;
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
  /** The host's keyed hashing (signed cursors), null when the host offers none synchronously (a browser). */
  crypto: EnvironmentCrypto | null;
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
  /** Keyed hashing; default `node:crypto` where the host has it (Node 20.16 and later), else none. */
  crypto?: EnvironmentCrypto | null;
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
  // The last URL resolved, against which base, and to what: a server moving every request to the address it
  // parsed already (the same address, request after request) resolves it once.
  let last: { url: string; base: string; href: string } | null = null;
  const go = (url?: string) => {
    if (url === undefined) return;
    if (last === null || url !== last.url || href !== last.base) last = { url, base: href, href: new host.URL(url, href).href };
    href = last.href;
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
    crypto: init.crypto === undefined ? hostCrypto() : init.crypto,
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
    // WebCrypto signs only asynchronously; a page never signs cursors (the server does).
    crypto: null,
  };
}

/** The calls of `node:crypto` and `Buffer` that {@link hostCrypto} makes. */
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): { update(data: string): { digest(encoding: 'base64url'): string } };
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}
interface NodeGlobals {
  process?: { getBuiltinModule?(id: string): unknown };
  Buffer?: { from(text: string): Uint8Array };
}

let nodeCrypto: EnvironmentCrypto | null | undefined;

/**
 * `node:crypto` reached through the host (`process.getBuiltinModule`, Node
 * 20.16 and later) rather than imported, so that the core imports nothing
 * from Node and runs unchanged in a browser, where this is null.
 */
export function hostCrypto(): EnvironmentCrypto | null {
  if (nodeCrypto !== undefined) return nodeCrypto;
  const node = globalThis as unknown as NodeGlobals;
  const crypto = node.process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  const buffer = node.Buffer;
  nodeCrypto = crypto === undefined || buffer === undefined ? null : {
    hmacSha256: (secret, message) => crypto.createHmac('sha256', secret).update(message).digest('base64url'),
    sameText(a, b) {
      const [left, right] = [buffer.from(a), buffer.from(b)];
      // timingSafeEqual needs equal lengths; a length says nothing about a signature's content.
      return left.length === right.length && crypto.timingSafeEqual(left, right);
    },
  };
  return nodeCrypto;
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
