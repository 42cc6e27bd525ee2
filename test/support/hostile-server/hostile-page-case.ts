// One case of the response properties: a three-page list (the ledger's, the payments'
// or the counterparties': hostile-list-suites.ts) whose middle page is answered by a
// mutation (page-mutations.ts), synced by the app's real pipeline (request signing, the
// fetch transport's capped body read, JSON parse, schema checks, the sync service) into
// a real SQLite cache in a fresh data directory. The server side is a function in the
// same process (no sockets: the socket-level misbehaviour has its own suites), so
// thousands of cases fit in a test run.
//
// `runHostileListCase` returns how the case ended and what broke (empty when nothing did):
// - the sync never rejects and never loops (at most MAX_REQUESTS requests);
// - each page is cached whole or not at all (never a half-written page);
// - the page before the hostile one is always cached, the whole list when the sync says
//   it synced; no id is cached that no page served;
// - a refusal is a typed error: a known kind, a code, a message that names no secret;
// - no uncaught exception or unhandled rejection while the case ran;
// - and the list's own checks (hostile-list-suites.ts: its cached rows well-formed, for
//   payments and counterparties the status history and the list's cursor).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { openCache } from '../../../electron/cache';
import type { SyncReport } from '../../../electron/sync';
import { ITEMS_PER_PAGE, LEDGER_LIST, type HostileListSuite } from './hostile-list-suites';
import { pageAfter } from './ledger-book';
import { answerFor, withBookIds, type PageMutation } from './page-mutations';
import { createHostileHarness } from './sync-harness';

export { ITEMS_PER_PAGE };
const PAGES = 3;
const MAX_REQUESTS = 20;
const API_KEY_MARK = 'sk_test_hostile_suite';

/**
 * Every kind a typed sync error may have: an API error's (electron/api/api-errors.ts
 * ApiErrorKind), the list protocol broken (`protocol`: a cursor that cycles), the cache
 * refusing a write (`cache`). Not `internal`: an exception the app did not expect.
 */
const TYPED_KINDS = new Set([
  'authentication', 'permission', 'not_found', 'invalid_request', 'duplicate_idempotency_key', 'idempotency_in_flight', 'rate_limit', 'server',
  'network', 'timeout', 'aborted', 'malformed_response', 'response_validation', 'signing', 'configuration', 'invalid_request_options', 'protocol', 'cache',
]);

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

let caseSerial = 0;

/**
 * Each case gets a data directory of its own, with a copy of a freshly migrated cache
 * (what openCache makes in an empty directory, made once): opening it is then what it is
 * for a returning user, and thousands of cases cost seconds, not minutes. On tmpfs when
 * there is one (nothing here needs to survive a crash).
 */
let workRoot: string | undefined;
let template: { file: string; relativePath: string } | undefined;

function freshDataDir(): string {
  workRoot ??= mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'hostile-props-'));
  if (template === undefined) {
    const dir = join(workRoot, 'template');
    const cache = openCache({ dataDir: dir, environment: 'sandbox' });
    const file = cache.path;
    cache.close();
    template = { file, relativePath: relative(dir, file) };
  }
  const dataDir = mkdtempSync(join(workRoot, 'case-'));
  const target = join(dataDir, template.relativePath);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(template.file, target);
  return dataDir;
}

/** Removes every data directory the cases made. */
export function removeCaseDirs(): void {
  if (workRoot !== undefined) rmSync(workRoot, { recursive: true, force: true });
  workRoot = undefined;
  template = undefined;
}
const stray: unknown[] = [];
const noteStray = (error: unknown): void => {
  stray.push(error);
};

/** Listens for uncaught exceptions and unhandled rejections for as long as cases run; returns the stop function. */
export function watchStrayErrors(): () => void {
  process.on('uncaughtException', noteStray);
  process.on('unhandledRejection', noteStray);
  return () => {
    process.off('uncaughtException', noteStray);
    process.off('unhandledRejection', noteStray);
  };
}

function idsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' ? [(item as { id: string }).id] : []));
}

/** The item ids of a body text, when it parses to an object with an `items` array. */
function servedIds(body: string): string[] {
  try {
    return idsOf((JSON.parse(body) as { items?: unknown }).items);
  } catch {
    return [];
  }
}

function wholeOrNothing(label: string, ids: readonly string[], cached: ReadonlySet<string>, problems: string[]): boolean {
  const present = ids.filter((id) => cached.has(id));
  if (present.length !== 0 && present.length !== ids.length) problems.push(`${label} is half-written: ${present.length} of ${ids.length} items cached`);
  return ids.length > 0 && present.length === ids.length;
}

function errorProblems(report: SyncReport): string[] {
  const error = report.error;
  if (error === undefined || error === null) return [`the sync ended "${report.state}" without an error`];
  const problems: string[] = [];
  if (!TYPED_KINDS.has(error.kind)) problems.push(`untyped error kind "${error.kind}" (${error.code}: ${error.message})`);
  if (typeof error.code !== 'string' || error.code.length === 0) problems.push('the error has no code');
  if (typeof error.message !== 'string' || error.message.trim().length === 0) problems.push('the error has no message');
  else if (error.message.length > 4000) problems.push(`the error message is ${error.message.length} characters long`);
  if (JSON.stringify(error).includes(API_KEY_MARK)) problems.push('the error names the API key');
  if (typeof error.retryable !== 'boolean') problems.push('the error does not say whether to retry');
  return problems;
}

/** How a case ended: `synced`, or the error's kind and code. */
export interface CaseResult {
  readonly outcome: string;
  readonly problems: string[];
}

/** Runs one ledger case; the problems found (empty: the properties hold). */
export async function hostilePageProblems(mutation: PageMutation): Promise<string[]> {
  return (await runHostilePageCase(mutation)).problems;
}

/** One case of the ledger (the list the properties first covered). */
export async function runHostilePageCase(mutation: PageMutation): Promise<CaseResult> {
  return runHostileListCase(LEDGER_LIST, mutation);
}

/** One case of `list`: its middle page answered by `mutation`. */
export async function runHostileListCase(list: HostileListSuite, mutation: PageMutation): Promise<CaseResult> {
  const { outcome, problems } = await runCase(list, mutation);
  return { outcome, problems };
}

async function runCase(list: HostileListSuite, mutation: PageMutation): Promise<CaseResult & { prefix: string }> {
  const serial = ++caseSerial;
  const prefix = `p${serial}x`;
  const entries = list.items(ITEMS_PER_PAGE * PAGES, prefix);
  const resolved = withBookIds(mutation, entries);
  const pageIds = [0, 1, 2].map((page) => entries.slice(page * ITEMS_PER_PAGE, (page + 1) * ITEMS_PER_PAGE).map((e) => e.id));
  const hostileAfter = pageIds[0]?.at(-1) ?? '';
  const nowMs = Date.now();
  const strayBefore = stray.length;
  let requests = 0;
  let hostileBody = '';
  /** Every id any answer of this case carried (a walk led elsewhere by the hostile page may be served other pages). */
  const served = new Set<string>();

  const fetchFn = (async (input: string | URL | Request): Promise<Response> => {
    requests += 1;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const after = url.searchParams.get('starting_after');
    const limit = Number(url.searchParams.get('limit') ?? ITEMS_PER_PAGE);
    const json = (status: number, body: string, headers: Record<string, string> = {}): Response =>
      new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers: { 'content-type': 'application/json', date: new Date(nowMs).toUTCString(), ...headers } });
    if (requests > MAX_REQUESTS || !url.pathname.endsWith(list.path)) return json(400, '{"error":{"type":"invalid_request_error","code":"stop","message":"stop","status":400,"requestId":"req_stop","retryable":false}}');
    const page = pageAfter(entries, after, limit);
    if (page === undefined) {
      return json(404, '{"error":{"type":"invalid_request_error","code":"resource_not_found","message":"unknown cursor","status":404,"requestId":"req_cursor","retryable":false,"fields":[{"field":"starting_after","message":"unknown cursor"}]}}');
    }
    if (after !== hostileAfter) {
      for (const id of idsOf(page.items)) served.add(id);
      return json(200, JSON.stringify(page));
    }
    const answer = answerFor(page, entries[0], resolved, nowMs);
    hostileBody = answer.body;
    for (const id of servedIds(answer.body)) served.add(id);
    return json(answer.status, answer.body, { ...answer.headers });
  }) as typeof fetch;

  const dataDir = freshDataDir();
  const harness = createHostileHarness({ baseUrl: 'http://127.0.0.1:9/v1', dataDir, fetch: fetchFn, timeoutMs: 10_000, service: { pageSize: ITEMS_PER_PAGE } });
  const problems: string[] = [];
  let outcome = 'unknown';
  try {
    let report: SyncReport;
    try {
      report = await harness.sync.run({ resources: [list.resource] });
    } catch (error) {
      return { outcome: 'rejected', problems: [`sync.run rejected: ${String(error)}`], prefix };
    }
    outcome = report.state === 'synced' ? 'synced' : `${report.state} ${report.error?.kind ?? '?'}/${report.error?.code ?? '?'}`;
    if (requests > MAX_REQUESTS) problems.push(`the sync kept asking: ${requests} requests`);
    const cached = new Set(list.cachedIds(harness.cache));
    const first = pageIds[0] ?? [];
    const last = pageIds[2] ?? [];
    if (!wholeOrNothing('the page before the hostile one', first, cached, problems)) problems.push('the page before the hostile one is not cached');
    const hostileOwn = servedIds(hostileBody).filter((id) => !first.includes(id) && !last.includes(id));
    wholeOrNothing('the hostile page', [...new Set(hostileOwn)], cached, problems);
    const lastCached = wholeOrNothing('the page after the hostile one', last, cached, problems);
    for (const id of cached) if (!served.has(id)) problems.push(`cached an id no page served: ${id}`);
    if (report.state === 'synced') {
      if (!lastCached) problems.push('the sync says synced, but the last page is not cached');
    } else if (report.state === 'failed' || report.state === 'offline') {
      problems.push(...errorProblems(report));
    } else {
      problems.push(`unexpected sync state "${report.state}"`);
    }
    problems.push(...list.problems({ cache: harness.cache, report, cached, first, hostileOwn, last }));
  } finally {
    harness.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Let a stray rejection from this case surface before the next one starts.
  await new Promise((resolve) => setImmediate(resolve));
  if (stray.length > strayBefore) problems.push(...stray.slice(strayBefore).map((error) => `uncaught: ${String(error).slice(0, 300)}`));
  return { outcome, problems, prefix };
}
