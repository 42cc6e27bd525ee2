// The pieces of the outbox crash test: a persistent sandbox run by the test process (a
// data directory, one port for the whole run, restartable), the credentials file the
// children read (mode 0600, never argv), an incremental view of the server's payments
// by intent tag, the child runner that kills a child where it stopped, and a read-only
// look into a lane's journal between children.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { generateSigningKey as generateSeed, publicKeyBase64, publicKeyOf } from '../../../electron/secrets/signing-keys';
import { startSandbox } from '../../../sandbox/start-sandbox';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { generateSigningKey, RawSignedClient, sendRaw } from '../../support/raw-signed-client';
import type { CrashPlan } from '../../support/outbox-crash-child';

const ADMIN_TOKEN = 'crash-test-admin';
const CHILD = 'test/support/outbox-crash-child.ts';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Retries a call while faults are injected (a dropped read, a 500). */
async function persistently<T>(what: string, call: () => Promise<{ status: number; body: T }>): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const response = await call().catch(() => undefined);
    if (response !== undefined && response.status >= 200 && response.status < 300) return response.body;
  }
  throw new Error(`${what} kept failing`);
}

export interface CrashWorld {
  workDir: string;
  secretsPath: string;
  reader: RawSignedClient;
  target: Omit<CrashPlan, 'dataDir' | 'payments'>;
  control(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  restartSandbox(): Promise<void>;
  close(): Promise<void>;
}

export async function startCrashWorld(): Promise<CrashWorld> {
  const workDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
  const sandboxDir = join(workDir, 'sandbox');
  let sandbox: RunningSandbox = await startSandbox({ port: 0, dataDir: sandboxDir, seed: 7, timeScale: 0, adminToken: ADMIN_TOKEN });
  const port = sandbox.port;
  const seed = generateSeed();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const secretsPath = join(workDir, 'child-credentials.json');
  writeFileSync(secretsPath, JSON.stringify({ baseUrl: sandbox.baseUrl, apiKey, seedBase64: Buffer.from(seed).toString('base64') }), { mode: 0o600 });
  seed.fill(0);
  const readKey = generateSigningKey();
  const reader = new RawSignedClient(sandbox.baseUrl, sandbox.registerKey(readKey.publicKeyBase64, 'read').apiKey, readKey.privateKey);

  const accounts = (await persistently('accounts', () => reader.get('/accounts?limit=200'))) as { items: { id: string; name: string }[] };
  const counterparties = (await persistently('counterparties', () => reader.get('/counterparties?limit=200'))) as { items: { id: string; name: string }[] };
  const northwind = counterparties.items.find((c) => c.name === 'Northwind Traders');
  const usd = accounts.items.find((a) => a.name === 'Operating USD');
  if (northwind === undefined || usd === undefined) throw new Error('seed 7 lacks Northwind Traders or Operating USD');
  const methods = (await persistently('methods', () => reader.get(`/counterparties/${northwind.id}/payment-methods`))) as { items: { id: string }[] };
  const method = methods.items[0];
  if (method === undefined) throw new Error('Northwind Traders has no payment method');

  // Control calls (stats, faults) are safe to repeat; a pooled connection to the sandbox before its restart may hang up.
  const control = async (method: 'GET' | 'POST', path: string, body?: object) => {
    for (let i = 0; ; i += 1) {
      try {
        return await sendRaw(sandbox.origin, method, `/_sandbox${path}`, { 'x-sandbox-admin-token': ADMIN_TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) }, body ? Buffer.from(JSON.stringify(body)) : undefined);
      } catch (error) {
        if (i >= 5) throw error;
      }
    }
  };
  return {
    workDir,
    secretsPath,
    reader,
    target: { sourceAccountId: usd.id, paymentMethodId: method.id, counterpartyId: northwind.id },
    control,
    async restartSandbox() {
      await sandbox.close();
      sandbox = await startSandbox({ port, dataDir: sandboxDir, seed: 7, timeScale: 0, adminToken: ADMIN_TOKEN });
    },
    async close() {
      await sandbox.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export interface ServerPayment {
  id: string;
  sendAmount?: { value: string };
  metadata?: Record<string, string | null>;
}

/** The server's open payments by `metadata.intent`, read forward from the last one seen. */
export function serverLedger(reader: RawSignedClient, tagPrefix: string) {
  const byTag = new Map<string, ServerPayment[]>();
  let cursor: string | undefined;
  let reading: Promise<void> = Promise.resolve();
  const readNew = async (): Promise<void> => {
    for (;;) {
      const page = (await persistently('payments', () => reader.get(`/payments?rail=open&limit=200${cursor === undefined ? '' : `&starting_after=${cursor}`}`))) as {
        items: ServerPayment[];
        pagination: { hasMore: boolean; nextCursor?: string };
      };
      for (const payment of page.items) {
        const tag = payment.metadata?.intent;
        if (typeof tag === 'string' && tag.startsWith(tagPrefix)) byTag.set(tag, [...(byTag.get(tag) ?? []), payment]);
      }
      cursor = page.pagination.nextCursor ?? cursor;
      if (!page.pagination.hasMore) return;
    }
  };
  return {
    byTag,
    /** Reads what was created since the last refresh (one reader at a time). */
    refresh: (): Promise<void> => (reading = reading.then(readNew)),
  };
}

export interface ChildRun {
  killed: boolean;
  exitCode: number | null;
  lines: string[];
  stderr: string;
  ms: number;
}

/** Runs one child; kills it with SIGKILL as soon as it reports that it stopped at its plan's stop point (`stop ...`). */
export function runChild(world: CrashWorld, plan: CrashPlan): Promise<ChildRun> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OUTBOX_CRASH_SECRETS: world.secretsPath, OUTBOX_CRASH_PLAN: JSON.stringify(plan) },
  });
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (line.startsWith('stop ')) child.kill('SIGKILL');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      resolve({ killed: signal === 'SIGKILL', exitCode: code, lines, stderr, ms: Date.now() - started });
    });
  });
}

export interface JournalRow {
  id: string;
  state: string;
  tag: string;
  value: string;
  resourceId: string | null;
}

/** The rows of a lane's journal (read-only, between children), with each row's intent tag. */
export function readLaneJournal(dataDir: string): { rows: JournalRow[]; auditEntries: number } {
  const path = join(dataDir, 'sandbox', 'journal.sqlite');
  if (!existsSync(path)) return { rows: [], auditEntries: 0 };
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = (db.prepare('SELECT id, state, body_text, resource_id FROM outbox ORDER BY seq').all() as { id: string; state: string; body_text: string; resource_id: string | null }[]).map((r) => {
      const body = JSON.parse(r.body_text) as { amount: { value: string }; metadata: { intent: string } };
      return { id: r.id, state: r.state, tag: body.metadata.intent, value: body.amount.value, resourceId: r.resource_id };
    });
    const auditEntries = db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get() as number;
    return { rows, auditEntries };
  } finally {
    db.close();
  }
}
