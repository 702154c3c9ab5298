/**
 * A table's columns as the database describes them: names in table order
 * whether each may hold NULL, and its declared type. SQL models read it once, when they are
 * opened, so that every field name a query or a request uses is checked
 * against real columns before it becomes an identifier.
 *
 * @module
 */
import { ModelFailure } from '../framework/model-error.js';
import type { SqlDatabase } from './database.js';
import { failureContext, readingAs } from './failures.js';

/** One column. */
export interface Column {
  name: string;
  nullable: boolean;
  /** The declared type as the database names it (`integer`, `int4`, `varchar`); absent: any value fits. */
  type?: string;
}

/** The columns of `table`; the `missingTable` failure when the database has no such table. */
export async function readColumns(database: SqlDatabase, table: string, className: string): Promise<Column[]> {
  const tables = await readingAs(failureContext(database, className, table), () => database.db.introspection.getTables());
  const found = tables.find((candidate) => candidate.name === table && !candidate.isView) ??
    tables.find((candidate) => candidate.name === table);
  if (found === undefined) throw new ModelFailure('missingTable', { className, table });
  return found.columns.map((column) => ({ name: column.name, nullable: column.isNullable, type: column.dataType }));
}
