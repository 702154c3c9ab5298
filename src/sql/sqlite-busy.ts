/**
 * SQLite's busy timeout without blocking the process. better-sqlite3 runs
 * a statement synchronously, and its own `timeout` (SQLite's `busy_timeout`)
 * sleeps in that call while another connection holds a lock: the whole
 * server stops, and requests that came in meanwhile wait behind one
 * another, each for the full timeout. Here the driver is opened with no
 * wait of its own, and a statement that finds the database locked
 * (SQLITE_BUSY) is tried again on timers, with the connection given back
 * in between so that other statements run, until `timeout` milliseconds
 * have passed; then its SQLITE_BUSY stands (the 503 page). Inside a
 * transaction the connection is the transaction's, so it is kept while the
 * statement waits.
 *
 * @module
 */
import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { CompiledQuery } from 'kysely';
import { isBusy } from './failures.js';

/** A dialect whose driver waits out SQLITE_BUSY for `timeout` ms, as described above. */
export function busyWaiting(dialect: Dialect, timeout: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new BusyWaitingDriver(dialect.createDriver(), timeout),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/** The longest pause between two tries: a lock that is let go is seen within this long. */
const LONGEST_PAUSE = 50;

/** What a released connection is answered with: nothing to wait for. */
const DONE: Promise<void> = Promise.resolve();

class BusyWaitingDriver implements Driver {
  // SQLite's driver has one connection, behind a mutex of its own that costs two async calls and a promise a
  // statement. It is taken from the driver once, when the driver starts (Kysely starts it before the first
  // statement), and kept; who uses it is decided here, by a flag and a queue: a free connection is lent at once,
  // and a release hands it to the first in line.
  private waiting: WaitingConnection | null = null;
  private held = false;
  private readonly queue: Array<(connection: WaitingConnection) => void> = [];

  constructor(private readonly driver: Driver, private readonly timeout: number) {}

  async init(): Promise<void> {
    await this.driver.init();
    this.waiting = new WaitingConnection(this, await this.driver.acquireConnection(), this.timeout);
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) return new Promise((resolve) => this.queue.push(resolve));
    this.held = true;
    return Promise.resolve(this.waiting!);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const waiting = connection as WaitingConnection;
    await this.driver.beginTransaction(waiting.connection, settings);
    waiting.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const waiting = connection as WaitingConnection;
    waiting.inTransaction = false;
    await this.driver.commitTransaction(waiting.connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const waiting = connection as WaitingConnection;
    waiting.inTransaction = false;
    await this.driver.rollbackTransaction(waiting.connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    return this.driver.savepoint!((connection as WaitingConnection).connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    return this.driver.rollbackToSavepoint!((connection as WaitingConnection).connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    return this.driver.releaseSavepoint!((connection as WaitingConnection).connection, name, compile);
  }

  releaseConnection(): Promise<void> {
    this.release();
    return DONE;
  }

  /** The connection to the first in line, else free. */
  release(): void {
    const next = this.queue.shift();
    if (next !== undefined) next(this.waiting!);
    else this.held = false;
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

class WaitingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(private readonly lender: BusyWaitingDriver, readonly connection: DatabaseConnection, private readonly timeout: number) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Kysely's SQLite connection runs the statement in this call and throws its error here: a statement that
    // succeeds costs nothing more than it did.
    try {
      return this.connection.executeQuery<R>(query);
    } catch (error) {
      if (!isBusy(error) || this.timeout === 0) throw error;
      return this.waitOut<R>(query, Date.now() + this.timeout);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }

  /** Tries `query` again after growing pauses until it runs or `deadline` has passed (its last SQLITE_BUSY is thrown). */
  private async waitOut<R>(query: CompiledQuery, deadline: number): Promise<QueryResult<R>> {
    for (let pause = 2; ; pause = Math.min(pause * 2, LONGEST_PAUSE)) {
      const kept = this.inTransaction;
      // Given back while waiting: other statements run meanwhile, and those that find the lock wait on timers too.
      if (!kept) this.lender.release();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(pause, deadline - Date.now()))));
      if (!kept) await this.lender.acquireConnection();
      try {
        return await this.connection.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      }
    }
  }
}
