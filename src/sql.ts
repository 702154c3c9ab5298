/**
 * `paginator-elements/sql`: the core's `Model` contract on a SQL database,
 * for Node. {@link SqlModel} reads a table of SQLite (better-sqlite3 12.x,
 * the embedded default) or PostgreSQL (pg 8.x) through Kysely; both drivers
 * are optional peer dependencies, loaded only by the function that opens
 * their database. Pass a model to `paginate()` or `Controller.paginate()`,
 * which then answer with promises. Nothing in the browser bundles imports
 * this entry.
 *
 * @packageDocumentation
 */
export {
  openDatabase, openPostgres, openSqlite,
  type DatabaseOptions, type Engine, type LoggedQuery, type OpenOptions, type PostgresOptions, type SqlDatabase, type SqliteOptions,
} from './sql/database.js';
export { isBusy, modelFailure, type FailureContext } from './sql/failures.js';
export { DEFAULT_LIMITS, type DatabaseLimits, type LimitOptions } from './sql/limits.js';
export { readColumns, type Column } from './sql/schema.js';
export { SqlModel, type SqlModelInit } from './sql/sql-model.js';
export { ModelFailure, ModelValueError, type ModelFailureKind } from './framework/model-error.js';
