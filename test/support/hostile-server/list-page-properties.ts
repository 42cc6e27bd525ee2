// The test frame of the hostile-page properties of one list (payments, counterparties:
// test/integration/hostile/*-page-properties.test.ts): an unmutated list syncs whole, a
// 404 in the middle of the list fails the sync (never "the provider lacks the list"), a
// nextCursor past the page is refused, never followed (a bug these properties found), then `runs`
// cases from a fixed seed through runHostileListCase (hostile-page-case.ts says what each
// case checks). HOSTILE_PROPERTY_RUNS overrides `runs` while developing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_PAST_THE_PAGE, type HostileListSuite } from './hostile-list-suites';
import { ITEMS_PER_PAGE, removeCaseDirs, runHostileListCase, watchStrayErrors } from './hostile-page-case';
import { pageMutationArbitrary, type PageMutation } from './page-mutations';

export interface ListPropertyOptions {
  /** Cases in `npm test`. */
  readonly runs: number;
  readonly seed: number;
  /** Cases run first, before the random ones. */
  readonly examples?: readonly PageMutation[];
}

/** Registers the list's property tests; call once at the top level of a test file. */
export function describeListPageProperties(list: HostileListSuite, options: ListPropertyOptions): void {
  const override = process.env['HOSTILE_PROPERTY_RUNS'];
  const runs = override !== undefined ? Number(override) : options.runs;

  let stopWatching: () => void = () => undefined;
  beforeAll(() => {
    stopWatching = watchStrayErrors();
  });
  afterAll(() => {
    stopWatching();
    removeCaseDirs();
  });

  describe(`any answer in place of a ${list.name} page`, () => {
    it('the list untouched but for a field this app does not know syncs whole', async () => {
      const result = await runHostileListCase(list, { kind: 'add-field', item: 0, field: 'fieldAddedLater', value: { any: ['shape'] } });
      expect(result.problems).toEqual([]);
      expect(result.outcome).toBe('synced');
    });

    it('a 404 in the middle of the list fails the sync with the server\'s answer; it is not taken for a provider without the operation', async () => {
      for (const body of [[], { error: { type: 'invalid_request_error', code: 'resource_not_found', message: 'no such route', status: 404, requestId: 'req_404', retryable: false } }]) {
        const result = await runHostileListCase(list, { kind: 'status', status: 404, body });
        expect(result.problems).toEqual([]);
        expect(result.outcome).toMatch(/^failed /);
      }
    });

    it('a nextCursor past the page\'s last item skips nothing: the page is refused (cursor_mismatch), the one before kept', async () => {
      const result = await runHostileListCase(list, CURSOR_PAST_THE_PAGE);
      expect(result.problems).toEqual([]);
      expect(result.outcome).toBe('failed protocol/cursor_mismatch');
    });

    it(`${runs.toLocaleString('en-US')} cases: no crash, no loop, no half-written page, a typed error for each refusal`, async () => {
      const outcomes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(pageMutationArbitrary(ITEMS_PER_PAGE, list.shape), async (mutation) => {
          const result = await runHostileListCase(list, mutation);
          const family = result.outcome.startsWith('failed') ? 'refused' : result.outcome;
          outcomes.set(family, (outcomes.get(family) ?? 0) + 1);
          expect(result.problems).toEqual([]);
        }),
        { numRuns: runs, seed: options.seed, examples: (options.examples ?? []).map((mutation) => [mutation] as [PageMutation]) },
      );
      // Not vacuous: both kinds of ending are well represented.
      expect(outcomes.get('synced') ?? 0).toBeGreaterThan(runs / 10);
      expect(outcomes.get('refused') ?? 0).toBeGreaterThan(runs / 3);
    }, 1_200_000);
  });
}
