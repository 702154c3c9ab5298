/**
 * What a paginator element renders into light DOM with (`light`): the
 * nodes of the core's exact markup, and the list presets. Fetched the first
 * time an element of the page is light (part.ts), since most pages render
 * in shadow roots.
 *
 * @module
 */
export { lightViews } from './light-views.js';
export { listLook, listViews, type ListClasses } from './list-presets.js';

/** This module, as an element holds it once it has arrived. */
export type LightDom = typeof import('./light-dom.js');
