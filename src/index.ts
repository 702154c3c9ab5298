/**
 * paginator-elements: the package entry. It re-exports the DOM-free core;
 * the custom elements register from here as they are added under
 * `src/elements`.
 *
 * @packageDocumentation
 */
export * from './core/index.js';
