// A server that echoes the API key and the request's signature in the DATA of a normal 200
// answer (a ledger entry's description and a metadata value), as sent, re-encoded (percent,
// Base64 at each byte alignment, Base64url, hexadecimal in both cases) or spelled with JSON
// \u escapes that its text does not show. Through the real client and sync into the real
// cache over loopback HTTP: the cached entries carry "[redacted]" where the secret was, and
// neither the cache's rows nor its files (database and WAL) hold either secret in any form,
// whether the pages are read on this thread or on the cache's page writer thread (where the
// data process reads them: electron/cache/ledger-page-writer.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../../electron/api/secret-redaction';
import type { PageWriterPlace } from '../../../electron/cache';
import { leaks, SECRET_ENCODINGS, type SecretEncoding } from '../../support/hostile-server/secret-encodings';
import { sendText } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, pageAfter, limitOf } from '../../support/hostile-server/ledger-book';
import { cachedLedgerIds } from '../../support/hostile-server/sync-harness';

/** In the body's text, each character of the secret spelled as a JSON \u escape (the parsed string holds it as sent). */
const JSON_ESCAPED = 'spelled with JSON \\u escapes';

const ENTRIES = ledgerEntries(6, 'echo');
const suite = useHostileServer({ watchUncaught: true });

/** The ledger, every entry's description and a metadata value carrying the request's key and signature in `encoding`. */
function serveEchoingLedger(encoding: string, seen: string[]): void {
  suite.server.route((req, res) => {
    const key = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const signature = String(req.headers['x-signature'] ?? '');
    seen.push(key, signature);
    const page = pageAfter(ENTRIES, req.query.get('starting_after'), limitOf(req));
    const marker = (secret: string) => (encoding === JSON_ESCAPED ? `@@${seen.indexOf(secret)}@@` : (SECRET_ENCODINGS[encoding] as SecretEncoding)(secret));
    const items = (page?.items ?? []).map((item) => ({ ...(item as object), description: `paid ${marker(key)} and ${marker(signature)}`, metadata: { note: `echo ${marker(signature)}` } }));
    let text = JSON.stringify({ ...page, items });
    if (encoding === JSON_ESCAPED) {
      const escaped = (secret: string) => [...secret].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
      text = text.replaceAll(/@@(\d+)@@/g, (_all, index: string) => escaped(seen[Number(index)] ?? ''));
    }
    sendText(res, 200, text);
  });
}

describe('a server that echoes the API key and the signature in the data of a normal answer', () => {
  const places: Array<[string, PageWriterPlace]> = [['this thread', 'this-thread'], ['the page writer thread', {}]];
  const cases = places.flatMap(([where, place]) => [...Object.keys(SECRET_ENCODINGS), JSON_ESCAPED].map((encoding) => [encoding, where, place] as const));
  it.each(cases)('%s, read on %s: the cache holds [redacted] in their place, in no form the secrets', async (encoding, _where, pageWriter) => {
    const seen: string[] = [];
    serveEchoingLedger(encoding, seen);
    const h = suite.harness({ timeoutMs: 10_000, pageWriter });
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.error).toBeUndefined();
    expect(report.state).toBe('synced');
    expect(cachedLedgerIds(h.cache)).toHaveLength(ENTRIES.length);
    const secrets = [...new Set(seen)].filter((secret) => secret.length > 0);
    expect(secrets.length).toBeGreaterThanOrEqual(2);

    const cached = [...h.cache.ledgerTransactions.iterateLedger()];
    for (const entry of cached) {
      // An encoding's padding or alignment bytes may stay beside the mark; the secret's own part is gone.
      expect(entry.description?.split(REDACTED)).toHaveLength(3);
      expect(entry.description).toMatch(/^paid .* and /);
      expect(JSON.stringify(entry)).toMatch(/"note":"echo [^"]*\[redacted\]/);
      expect(leaks(JSON.stringify(entry), secrets)).toEqual([]);
    }
    const files = readdirSync(h.dataDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.sqlite(-wal)?$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    const stored = files.map((name) => readFileSync(join(h.dataDir, name)).toString('latin1')).join('\n');
    expect(stored).toContain(REDACTED);
    expect(leaks(stored, secrets)).toEqual([]);
    expect(suite.uncaught).toEqual([]);
  });
});
