/**
 * Prepare once on PostgreSQL: pg's pool as Kysely's driver sees it, each
 * client sending its SQL as named prepared statements, which PostgreSQL
 * parses and plans once per connection. The names live in a bounded cache
 * per connection; a statement it forgets is deallocated on the server
 * before the connection's next query, so neither side grows past the bound.
 *
 * @module
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Lru } from './lru.js';
import type { StatementCacheFigures } from './statement-cache.js';

/** The pg calls used here. */
interface PgClient {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<PostgresQueryResult<unknown>>;
  query(cursor: unknown): unknown;
  release(destroy?: boolean): void;
  /** pg's record of the statements this connection's server has parsed (set when the parse completes). */
  connection?: { parsedStatements?: Record<string, string> };
}

/**
 * pg's Query, a submittable: made from the text as a string, pg copies no
 * config object. Copying `{ name, text, values }` (its property descriptors,
 * one by one) cost about 3 µs a query.
 */
export interface PgQuery {
  name?: string;
  callback?: (error: Error | null, result: PostgresQueryResult<unknown>) => void;
}
export type PgQueryClass = new (text: string, values: unknown[]) => PgQuery;

interface PgPool {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'remove', listener: (client: PgClient) => void): unknown;
}

/** pg's pool whose clients prepare each SQL text once, holding at most `limit` named statements each. */
export function preparingPool(pool: PgPool, limit: number, Query: PgQueryClass): PostgresPool & { figures(): StatementCacheFigures } {
  const clients = new WeakMap<PgClient, PreparingClient>();
  let size = 0;
  let prepared = 0;
  const counters = {
    held: (change: number) => void (size += change),
    prepared: () => void prepared++,
  };
  // A connection the pool drops takes its statements with it.
  pool.on('remove', (client) => counters.held(-(clients.get(client)?.held ?? 0)));
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = clients.get(client);
      if (preparing === undefined) {
        preparing = new PreparingClient(client, limit, counters, Query);
        clients.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
    figures: () => ({ limit, size, prepared }),
  };
}

let serial = 0;

/** One pg client, as Kysely's driver uses it: a query at a time. */
class PreparingClient implements PostgresPoolClient {
  private readonly names: Lru<string, string>;
  /** Names forgotten by the cache that the server may still hold. */
  private readonly stale: string[] = [];

  constructor(private readonly client: PgClient, private readonly limit: number, private readonly counters: { held(change: number): void; prepared(): void },
    private readonly Query: PgQueryClass) {
    this.names = new Lru(limit, (name) => {
      this.stale.push(name);
      counters.held(-1);
    });
  }

  /** The named statements this connection holds. */
  get held(): number {
    return this.names.size;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') return this.client.query(sql) as PostgresCursor<R>;
    if (this.limit === 0) return this.client.query({ text: sql, values: [...parameters] }) as Promise<PostgresQueryResult<R>>;
    return this.named(sql, [...parameters]) as Promise<PostgresQueryResult<R>>;
  }

  release(destroy?: boolean): void {
    this.client.release(destroy);
  }

  private async named(text: string, values: unknown[]): Promise<PostgresQueryResult<unknown>> {
    let name = this.names.get(text);
    if (name === undefined) {
      // Names are never reused, so pg never sees one name for two texts.
      name = `pe_${(serial++).toString(36)}`;
      this.names.set(text, name);
      this.counters.held(1);
      this.counters.prepared();
    }
    // Freed before the new one is parsed: the server never holds more than the bound (nothing to wait for when none is stale).
    if (this.stale.length > 0) await this.deallocate();
    const query = new this.Query(text, values);
    query.name = name;
    // As pg's own promise for a query config: rejected with the error, its stack made again where it is caught.
    return new Promise<PostgresQueryResult<unknown>>((resolve, reject) => {
      query.callback = (error, result) => (error ? reject(error) : resolve(result));
      this.client.query(query);
    }).catch((error: Error) => {
      Error.captureStackTrace(error);
      throw error;
    });
  }

  /**
   * Deallocates the statements the cache forgot. Only those the server
   * parsed (a statement whose parse failed has nothing to free); one that
   * cannot be freed now (in a failed transaction) is tried again next time.
   */
  private async deallocate(): Promise<void> {
    const parsed = this.client.connection?.parsedStatements ?? {};
    while (this.stale.length > 0) {
      const name = this.stale[0];
      if (parsed[name] !== undefined) {
        try {
          await this.client.query({ text: `deallocate ${name}` });
        } catch {
          return;
        }
        delete parsed[name];
      }
      this.stale.shift();
    }
  }
}
