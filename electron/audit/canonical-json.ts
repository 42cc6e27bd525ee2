// Canonical JSON for hashing: object keys sorted (by UTF-16 code units), no whitespace,
// properties whose value is undefined left out, arrays in order. The same data always
// gives the same text, so its hash can be recomputed from the stored text.
import { TreasuryError } from '../../shared/errors';

export class CanonicalJsonError extends TreasuryError {
  override readonly name = 'CanonicalJsonError';
  readonly kind = 'internal';
  readonly code = 'not_canonical_json';
}

function canonical(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new CanonicalJsonError(`${path} is not a finite number`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item, i) => canonical(item === undefined ? null : item, `${path}[${i}]`)).join(',')}]`;
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new CanonicalJsonError(`${path} is not a plain object`);
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, `${path}.${k}`)}`).join(',')}}`;
    }
    default:
      throw new CanonicalJsonError(`${path} cannot be written as JSON (${typeof value})`);
  }
}

export function canonicalJson(value: unknown): string {
  return canonical(value, 'data');
}
