/**
 * Work that may wait on a model, written once for synchronous and
 * asynchronous models alike: a generator yields each answer a model gives
 * (a value, or a promise of one) and {@link drive} runs it. While the
 * answers are plain values the whole run is synchronous, and its result is
 * returned as it is; from the first promise on, the run continues
 * asynchronously and its result is a promise.
 *
 * @module
 */

/** A generator of steps: each `yield` hands over a model's answer and receives it back, awaited when it was a promise. */
export type Steps<T> = Generator<unknown, T, unknown>;

/** True for a promise or any other thenable. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Runs `steps`: synchronously while every yielded value is plain (so an
 * error is thrown as it would be by straight-line code), and as a promise
 * from the first thenable on (an error then rejects it).
 */
export function drive<T>(steps: Steps<T>): T | Promise<T> {
  let step = steps.next();
  while (!step.done) {
    if (isThenable(step.value)) return driveAsync(steps, step.value);
    step = steps.next(step.value);
  }
  return step.value;
}

async function driveAsync<T>(steps: Steps<T>, pending: PromiseLike<unknown>): Promise<T> {
  let step: IteratorResult<unknown, T>;
  try {
    step = steps.next(await pending);
  } catch (error) {
    // The model's promise failed (or the step after it threw): the generator sees the error where it waited.
    step = steps.throw(error);
  }
  while (!step.done) {
    let value: unknown;
    try {
      value = await step.value;
    } catch (error) {
      step = steps.throw(error);
      continue;
    }
    step = steps.next(value);
  }
  return step.value;
}
