// fast-check properties over what a server may answer in place of a ledger page, fed
// through the app's real pipeline (signing, the fetch transport's capped read, JSON
// parse, schema checks, the sync service) into a real SQLite cache: never a crash or an
// endless loop, never a half-written page, the page before always kept, and each refusal
// a typed error with a code and a message that names no secret (hostile-page-case.ts says
// exactly what is checked; list-page-properties.ts the tests every list gets). 10,000
// cases from a fixed seed here; the script test/bench/hostile-page-properties.ts runs
// 100,000 from fresh seeds.
import { describeListPageProperties } from '../../support/hostile-server/list-page-properties';
import { LEDGER_LIST } from '../../support/hostile-server/hostile-list-suites';

describeListPageProperties(LEDGER_LIST, {
  runs: 10_000,
  seed: 20_261_123,
  examples: [
    { kind: 'replace-field', item: 1, field: 'amount', value: '9'.repeat(1_000_000) },
    { kind: 'replace-field', item: 0, field: 'amount', value: '-1.00' },
    { kind: 'add-field', item: 2, field: 'futureField', value: { deepText: '['.repeat(50_000) + ']'.repeat(50_000) } },
    { kind: 'replace-cursor', value: 'txn_p1x1' },
    { kind: 'status', status: 405, body: {} },
  ],
});
