// Small builders for WHERE clauses from typed filters. Values are always bound as
// parameters; only column names (constants) are written into the SQL text.
import { CacheError } from '../cache-errors';
import { parseTimeBound } from '../timestamps';

/** A filter bound in microseconds; a bad value is an `invalid_query` CacheError. */
export function timeBound(value: string, name: 'from' | 'to'): number {
  try {
    return parseTimeBound(value, name);
  } catch (error) {
    throw new CacheError('invalid_query', (error as Error).message);
  }
}

export type SqlParams = Record<string, string | number>;

/** Collects WHERE terms and their named parameters. */
export class WhereClause {
  readonly terms: string[] = [];
  readonly params: SqlParams = {};
  private next = 0;

  /** Binds a value and returns its placeholder (`@p0`, `@p1`, ...). */
  bind(value: string | number): string {
    const name = `p${this.next++}`;
    this.params[name] = value;
    return `@${name}`;
  }

  add(term: string): this {
    this.terms.push(term);
    return this;
  }

  /**
   * `column IN (...)` for a list filter: undefined means no filter, an empty list
   * matches nothing.
   */
  addIn(column: string, values: readonly string[] | undefined, name: string): this {
    if (values === undefined) return this;
    if (!Array.isArray(values) || values.some((v) => typeof v !== 'string')) {
      throw new CacheError('invalid_query', `${name} must be a list of strings`);
    }
    if (values.length === 0) return this.add('0');
    const unique = [...new Set(values)];
    return this.add(`${column} IN (${unique.map((v) => this.bind(v)).join(', ')})`);
  }

  /** `from` inclusive, `to` exclusive, on a microsecond time column. */
  addTimeRange(column: string, from: string | undefined, to: string | undefined): this {
    if (from !== undefined) this.add(`${column} >= ${this.bind(timeBound(from, 'from'))}`);
    if (to !== undefined) this.add(`${column} < ${this.bind(timeBound(to, 'to'))}`);
    return this;
  }

  sql(): string {
    return this.terms.length === 0 ? '1' : this.terms.join(' AND ');
  }
}
