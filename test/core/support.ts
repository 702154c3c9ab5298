/** Shared helpers for the core tests (Node and Chromium). */
import { expect } from 'chai';

/**
 * Runs `fn` and returns the error it throws.
 *
 * @param fn - The code expected to throw.
 * @returns The thrown value, as an `Error`.
 * @throws An `AssertionError` (failing the test) when `fn` throws nothing.
 */
export function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  expect.fail('expected an exception');
}
