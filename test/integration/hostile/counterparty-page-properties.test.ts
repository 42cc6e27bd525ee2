// fast-check properties over what a server may answer in place of a page of GET
// /counterparties, fed through the app's real pipeline (signing, the fetch transport's
// capped read, JSON parse, schema checks, the sync service's whole-list walk) into a real
// SQLite cache: never a crash or an endless loop, never a half-written page, the page
// before always kept with the cursor after it, nothing marked gone, and each refusal a
// typed error with a code and a message that names no secret (hostile-page-case.ts and
// hostile-list-suites.ts say exactly what is checked). 3,000 cases from a fixed seed
// here; test/bench/hostile-page-properties.ts runs more from fresh seeds.
import { COUNTERPARTIES_LIST } from '../../support/hostile-server/hostile-list-suites';
import { describeListPageProperties } from '../../support/hostile-server/list-page-properties';

describeListPageProperties(COUNTERPARTIES_LIST, {
  runs: 3_000,
  seed: 20_261_125,
  examples: [
    { kind: 'replace-field', item: 1, field: 'name', value: 'n'.repeat(1_000_000) },
    { kind: 'replace-field', item: 0, field: 'status', value: 'deleted' },
    { kind: 'replace-nested', item: 2, path: ['address', 'country'], value: 'usa' },
    { kind: 'replace-nested', item: 0, path: ['metadata', 'a'.repeat(41)], value: 'x' },
    { kind: 'add-field', item: 2, field: 'compliance', value: { deepText: '{"a":'.repeat(20_000) + '{}' + '}'.repeat(20_000) } },
    { kind: 'repeat-earlier-item' },
    { kind: 'status', status: 405, body: {} },
  ],
});
