/**
 * The error of input the elements cannot use: a paging record's JSON, an
 * attribute, a source script. Thrown where the input is read (the core's
 * JSON reading, the page's scripts, the elements' attributes) and
 * reported by the element, named by the attribute at fault.
 *
 * @module
 */

/** A paging input the element cannot use; `field` names the attribute at fault. */
export class PagingInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'PagingInputError';
  }
}
