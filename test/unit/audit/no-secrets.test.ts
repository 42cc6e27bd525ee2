// Secrets never reach the journal: requests made by the real API client (real signing,
// a fake server) are audited through its onRequest hook and journaled by the outbox, and
// neither the API key, nor any signature sent, nor the private key appears anywhere in
// the journal file, its WAL, or the CSV export.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClientCore, ed25519Signer } from '../../../electron/api';
import { createOutbox } from '../../../electron/outbox';
import { auditIn, cleanUp, tempDir } from './audit-fixtures';

afterEach(cleanUp);

const API_KEY = 'sk_sandbox_SECRETSECRETSECRETSECRET0123';
const SEED = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);

describe('no secret in the journal or its export', () => {
  it('holds none of the API key, the signatures or the private key', async () => {
    const { journal, audit } = auditIn();
    const signatures: string[] = [];
    let calls = 0;
    const core = createApiClientCore({
      environment: 'sandbox',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: API_KEY,
      signer: ed25519Signer(SEED),
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      onRequest: (event) => audit.appendRequest(event),
      fetch: async (_url, init) => {
        signatures.push(String((init?.headers as Record<string, string>)['X-Signature']));
        calls += 1;
        if (calls === 1) return new Response(JSON.stringify({ error: { type: 'api_error', code: 'internal_error', message: `key ${API_KEY} failed`, status: 500, requestId: 'req_1', retryable: true } }), { status: 500 });
        return new Response(JSON.stringify({ id: 'pmt_s1', customerId: 'cus_1', status: 'completed', rail: 'open', createdAt: '2026-03-02T09:00:00Z', updatedAt: '2026-03-02T09:00:00Z' }), { status: 201, headers: { 'X-Request-Id': 'req_2' } });
      },
    });
    const outbox = createOutbox({ journal, core: () => core });
    const outcome = await outbox.submit({
      operation: 'createOpenPayment',
      body: { sourceAccountId: 'acc_1', paymentMethodId: 'pm_1', amount: { currency: 'USD', value: '100' } },
      summary: 'Pay 1.00 USD',
    });
    expect(outcome.state).toBe('succeeded');
    expect(audit.list().map((e) => e.data.outcome)).toEqual(['retrying', 'success']);
    const csvPath = join(tempDir(), 'audit.csv');
    await audit.exportCsv(csvPath);
    journal.db.pragma('wal_checkpoint(PASSIVE)');

    const forbidden = [API_KEY, 'SECRETSECRET', ...signatures, Buffer.from(SEED).toString('hex'), Buffer.from(SEED).toString('base64')];
    expect(signatures).toHaveLength(2);
    const files = [...readdirSync(dirname(journal.path)).map((name) => join(dirname(journal.path), name)), csvPath];
    expect(files.some((f) => f.endsWith('-wal'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      for (const secret of forbidden) expect(bytes.includes(secret), `${secret.slice(0, 12)}… found in ${file}`).toBe(false);
    }
  });
});
