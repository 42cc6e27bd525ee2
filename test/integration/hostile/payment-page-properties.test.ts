// fast-check properties over what a server may answer in place of a page of GET
// /payments, fed through the app's real pipeline (signing, the fetch transport's capped
// read, JSON parse, schema checks, the sync service's incremental payments list) into a
// real SQLite cache: never a crash or an endless loop, never a half-written page (its
// status history included), the page before always kept with the cursor after it, and
// each refusal a typed error with a code and a message that names no secret
// (hostile-page-case.ts and hostile-list-suites.ts say exactly what is checked). 3,000
// cases from a fixed seed here; test/bench/hostile-page-properties.ts runs more from
// fresh seeds.
import { PAYMENTS_LIST } from '../../support/hostile-server/hostile-list-suites';
import { describeListPageProperties } from '../../support/hostile-server/list-page-properties';

describeListPageProperties(PAYMENTS_LIST, {
  runs: 3_000,
  seed: 20_261_124,
  examples: [
    { kind: 'replace-nested', item: 1, path: ['sendAmount', 'value'], value: '9'.repeat(1_000_000) },
    { kind: 'replace-nested', item: 0, path: ['sendAmount', 'value'], value: '-100' },
    { kind: 'replace-nested', item: 2, path: ['fees', 'feeAmount'], value: { currency: 'USD', amount: '-0.25' } },
    { kind: 'replace-field', item: 0, field: 'status', value: 'settled_partially' },
    { kind: 'replace-field', item: 1, field: 'createdAt', value: '2026-02-30T00:00:00Z' },
    { kind: 'add-field', item: 2, field: 'railDetails', value: { deepText: '['.repeat(50_000) + ']'.repeat(50_000) } },
    { kind: 'duplicate-item', item: 1 },
    { kind: 'status', status: 405, body: {} },
  ],
});
