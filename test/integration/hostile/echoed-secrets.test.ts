// A server that echoes the API key and the request's signature back in every text field of
// an error (type, code, message, requestId, fields[].field and .message) and in its
// X-Request-Id header, as sent and re-encoded (percent-encoded, Base64 and Base64url at
// each byte alignment, hexadecimal in both cases). A payment sent through the real outbox
// over loopback HTTP fails with that error; neither the outcome, the envelope the window
// would get, the attempt events nor the journal file (the outbox entry and the audit trail,
// with its WAL) hold the key or the signature in any of those forms.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClientCore, ed25519Signer, type RequestAttemptEvent } from '../../../electron/api';
import { createAuditTrail } from '../../../electron/audit';
import { envelopeErrorOf } from '../../../electron/ipc';
import { openJournal } from '../../../electron/journal';
import { createOutbox } from '../../../electron/outbox';
import { generateSigningKey } from '../../../electron/secrets/signing-keys';
import { leaks, SECRET_ENCODINGS, type SecretEncoding } from '../../support/hostile-server/secret-encodings';
import { sendJson, startHostileServer, type HostileServer } from '../../support/hostile-server/hostile-server';

const API_KEY = 'sk_sandbox_Zq7Rw2Kp9Lm4Xv8Tn3Bd6Hc1';

let server: HostileServer;
beforeAll(async () => {
  server = await startHostileServer();
});
afterAll(async () => {
  await server.close();
});

describe('a server that echoes the API key and the signature in its errors', () => {
  it.each(Object.keys(SECRET_ENCODINGS))('%s: nothing of them reaches the outcome, the envelope, the events or the journal', async (name) => {
    const encode = SECRET_ENCODINGS[name] as SecretEncoding;
    const signatures: string[] = [];
    server.route((req, res) => {
      const key = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const signature = String(req.headers['x-signature'] ?? '');
      signatures.push(signature);
      const echo = (text: string) => `${encode(key)} ${encode(signature)} ${text}`;
      sendJson(res, 422, {
        error: { type: echo('invalid_request_error'), code: echo('bad'), message: echo('refused'), status: 422, requestId: echo('req'), retryable: false, fields: [{ field: echo('amount'), message: echo('too much') }] },
      }, { 'X-Request-Id': encode(key) });
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'treasury-echoed-secrets-'));
    const journal = openJournal({ dataDir, environment: 'sandbox' });
    const audit = createAuditTrail({ journal });
    const events: RequestAttemptEvent[] = [];
    const core = createApiClientCore({
      environment: 'sandbox',
      baseUrl: server.baseUrl,
      apiKey: API_KEY,
      signer: ed25519Signer(generateSigningKey()),
      retry: { maxAttempts: 1 },
      timeoutMs: 5_000,
      onRequest: (event) => {
        events.push(event);
        audit.appendRequest(event);
      },
    });
    const outbox = createOutbox({ journal, core: () => core, backoff: { baseMs: 0, maxMs: 0 } });
    const outcome = await outbox.submit({
      operation: 'createCounterparty',
      body: { entityType: 'business', name: 'Echo Test GmbH' },
      summary: 'Add counterparty Echo Test GmbH',
    });
    const secrets = [API_KEY, signatures[0] as string];
    // The server did echo them: the check below would see them if they were kept.
    expect(leaks(JSON.stringify(server.requests.at(-1)?.headers), secrets).length).toBeGreaterThan(0);

    expect(outcome.entry.state).toBe('failed');
    expect(leaks(JSON.stringify(outcome), secrets)).toEqual([]);
    // The same failure as a call of the window would answer it (the dispatcher's envelope error).
    const thrown = await core.request({ method: 'GET', path: '/accounts' }).catch((error: unknown) => error);
    expect(leaks(JSON.stringify(envelopeErrorOf(thrown)), secrets)).toEqual([]);
    expect(leaks(`${String(thrown)} ${JSON.stringify((thrown as { toPlainError(): unknown }).toPlainError())}`, secrets)).toEqual([]);
    expect(leaks(JSON.stringify(events), secrets)).toEqual([]);
    journal.close();
    const files = readdirSync(path.join(dataDir, 'sandbox')).filter((file) => file.startsWith('journal.sqlite'));
    expect(files).toContain('journal.sqlite');
    const stored = files.map((file) => readFileSync(path.join(dataDir, 'sandbox', file)).toString('latin1')).join('\n');
    expect(stored).toContain('Echo Test GmbH');
    expect(leaks(stored, secrets)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
