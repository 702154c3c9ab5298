/**
 * A stand-in for the paginator elements in the Ajax tests: it holds the
 * records it is handed and remembers each one, as a paging consumer must.
 * Not defined here: each test file names its own tag.
 */
import { toRecords, type PagingInput, type PagingRecords } from '../../src/pagination/paging-json.js';
import type { PagingConsumer } from '../../src/ajax/paging-consumer.js';

export class TestPagingConsumer extends HTMLElement implements PagingConsumer {
  received: unknown[] = [];
  private records: PagingRecords | null = null;

  get paging(): PagingInput {
    return this.records;
  }

  set paging(value: PagingInput) {
    this.received.push(value);
    this.records = toRecords(value, 'paging', this.getAttribute('model'));
  }

  get boundModel(): string | null {
    return this.getAttribute('model') ?? (this.records ? Object.keys(this.records)[0] ?? null : null);
  }

  get pagingRecords(): PagingRecords | null {
    return this.records;
  }

  connectedCallback(): void {
    if (!this.records) this.records = toRecords(this.getAttribute('paging'), 'paging', this.getAttribute('model'));
  }
}
