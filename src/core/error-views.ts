/**
 * The built-in error pages, by view path (`errors/missing_controller`...).
 *
 * @module
 */
import type { ViewTemplate } from './app.js';

/** The error views every application has; an application overrides one by registering a view at the same path. */
export const ERROR_VIEWS: Readonly<Record<string, ViewTemplate>> = {};
