// fast-check properties over what a server may answer in place of a ledger page, fed
// through the app's real pipeline (signing, the fetch transport's capped read, JSON
// parse, schema checks, the sync service) into a real SQLite cache: never a crash or an
// endless loop, never a half-written page, the page before always kept, and each refusal
// a typed error with a code and a message that names no secret (hostile-page-case.ts says
// exactly what is checked). 10,000 cases from a fixed seed here; the script
// test/bench/hostile-page-properties.ts runs 100,000 from fresh seeds.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_PER_PAGE, removeCaseDirs, runHostilePageCase, watchStrayErrors } from '../../support/hostile-server/hostile-page-case';
import { pageMutationArbitrary, type PageMutation } from '../../support/hostile-server/page-mutations';

const RUNS = Number(process.env["HOSTILE_PROPERTY_RUNS"] ?? 10_000);

let stopWatching: () => void = () => undefined;
beforeAll(() => {
  stopWatching = watchStrayErrors();
});
afterAll(() => {
  stopWatching();
  removeCaseDirs();
});

describe('any answer in place of a ledger page', () => {
  it('a 404 in the middle of the list fails the sync with the server\'s answer; it is not taken for a provider without the operation', async () => {
    const result = await runHostilePageCase({ kind: 'status', status: 404, body: [] });
    expect(result.problems).toEqual([]);
    expect(result.outcome).toBe('failed malformed_response/unexpected_error_body');
  });

  it(`${RUNS.toLocaleString('en-US')} cases: no crash, no loop, no half-written page, a typed error for each refusal`, async () => {
    const outcomes = new Map<string, number>();
    const examples: [PageMutation][] = [
      [{ kind: 'replace-field', item: 1, field: 'amount', value: '9'.repeat(1_000_000) }],
      [{ kind: 'replace-field', item: 0, field: 'amount', value: '-1.00' }],
      [{ kind: 'add-field', item: 2, field: 'futureField', value: { deepText: '['.repeat(50_000) + ']'.repeat(50_000) } }],
      [{ kind: 'replace-cursor', value: 'txn_p1x1' }],
      [{ kind: 'status', status: 405, body: {} }],
    ];
    await fc.assert(
      fc.asyncProperty(pageMutationArbitrary(ITEMS_PER_PAGE), async (mutation) => {
        const result = await runHostilePageCase(mutation);
        const family = result.outcome.startsWith('failed') ? 'refused' : result.outcome;
        outcomes.set(family, (outcomes.get(family) ?? 0) + 1);
        expect(result.problems).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20_261_123, examples },
    );
    // Not vacuous: both kinds of ending are well represented.
    expect(outcomes.get('synced') ?? 0).toBeGreaterThan(RUNS / 10);
    expect(outcomes.get('refused') ?? 0).toBeGreaterThan(RUNS / 3);
  }, 1_200_000);
});
