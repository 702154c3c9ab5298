/**
 * A part of the paginator elements that a page downloads the first time
 * one of its elements needs it (records from attributes, light DOM...), so
 * that a page that never does downloads none of it. Every element of the
 * page shares the one download.
 *
 * @module
 */
export class Part<T> {
  /** The module once it has arrived; null when it could not be fetched. */
  module: T | null | undefined;
  /** Its download, started by the first element that needs it. */
  arriving: Promise<void> | undefined;

  /** `file`: how an error names the part; `load`: its `import()`. */
  constructor(readonly file: string, private readonly load: () => Promise<T>) {}

  /** Starts the download once; settles, never rejects, when it has arrived or failed. */
  fetch(): Promise<void> {
    return (this.arriving ??= this.load().then((module) => void (this.module = module), () => void (this.module = null)));
  }
}
