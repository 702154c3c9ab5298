/**
 * A model's back end failing in a way the framework has a page for: the
 * table is missing (`missingTable`), the database does not exist
 * (`missingDatabase`), or it cannot be reached (`missingConnection`).
 * A model adapter throws a {@link ModelFailure} with the page's messages;
 * `Controller.paginate()` and the dispatcher turn it into that framework
 * error page (status 500; production shows the plain 500 page). A failure
 * that passes (a database busy or down) says so with `retryAfter` in its
 * messages: the page is then sent as a 503 with `Retry-After`.
 *
 * @module
 */
import type { PhpArray } from '../shared/php.js';

/** The framework error pages a model failure can raise. */
export type ModelFailureKind = 'missingTable' | 'missingDatabase' | 'missingConnection';

/** A back-end failure with a framework error page of its own. */
export class ModelFailure extends Error {
  /** The ErrorHandler method that renders its page. */
  readonly kind: ModelFailureKind;
  /**
   * The page's messages (`{ className, table }`, `{ database }`, `{ className }`), with `code: 500`;
   * `missingConnection` may add the driver's words (`reason`, shown only when debugging) and
   * `retryAfter` (whole seconds: the page is a 503 with `Retry-After`).
   */
  readonly messages: PhpArray;

  constructor(kind: ModelFailureKind, messages: PhpArray, options?: { cause?: unknown }) {
    super(`${kind}: ${JSON.stringify(messages)}`, options);
    this.name = 'ModelFailure';
    this.kind = kind;
    this.messages = { ...messages, code: 500 };
  }
}

/**
 * A value in a query that the back end refuses for its column (text
 * compared with an integer column, a number out of range). A model
 * adapter throws it so that a value that came from a request — a forged
 * keyset cursor — can be told from a programming error: paginate() turns
 * it into the `invalidCursor` page when a cursor was given.
 */
export class ModelValueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelValueError';
  }
}
