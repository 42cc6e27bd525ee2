// Builds a list operation's query string deterministically: parameters in a fixed
// order per operation (as the spec lists them), absent ones left out, values as strings.
// The core sends and signs exactly these pairs in this order.
import type { CreatedAtParams, PaginationParams } from '../../../shared/requests';

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

type Value = string | number | undefined;

/** Pairs in the given order, without the undefined ones. */
export function queryPairs(entries: ReadonlyArray<readonly [string, Value]>): QueryPairs {
  const pairs: Array<readonly [string, string]> = [];
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    pairs.push([name, String(value)]);
  }
  return pairs;
}

export function paginationPairs(params: PaginationParams): Array<readonly [string, Value]> {
  return [
    ['limit', params.limit],
    ['starting_after', params.startingAfter],
    ['ending_before', params.endingBefore],
  ];
}

export function createdAtPairs(params: CreatedAtParams): Array<readonly [string, Value]> {
  return [
    ['createdAt[gte]', params.createdAtGte],
    ['createdAt[lte]', params.createdAtLte],
  ];
}
