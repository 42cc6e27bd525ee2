// The evidence for an outbox entry whose outcome only a person can settle: what this
// app's records say (the created resource when its id is known, else the payments,
// collections or transfers the entry's body could have made since the entry was made, and
// the ledger lines that refer to it) and what the server says now (the same search among
// its records). Nothing is sent: a read only. The id it finds is kept on the entry when a
// person resolves it as sent (foundResourceId), so the Outbox links to the record.
import type { Cache } from '../cache';
import type { PaymentsClient } from '../api/payments-client';
import type { OutboxEntry } from '../outbox';
import { EVIDENCE_KINDS, type EvidenceKind, type EvidenceRecord } from './outbox-evidence-kinds';
import { countOf } from '../../shared/count-words';

/** Records made this long before the entry still count (clocks differ). */
const CLOCK_SLACK_MS = 10 * 60 * 1000;

export interface EvidenceSide {
  found: boolean;
  text: string;
  resourceId: string | null;
  status: string | null;
  /** How many records fit (the first is named). */
  candidates: number;
}

function bodyOf(entry: OutboxEntry): Record<string, unknown> {
  try {
    return JSON.parse(entry.bodyText) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const since = (entry: OutboxEntry): string => new Date(Date.parse(entry.createdAt) - CLOCK_SLACK_MS).toISOString();

/** A record the entry's body could have made: the kind's own fields, the same reference, made since the entry. */
function matches(kind: EvidenceKind, entry: OutboxEntry, record: EvidenceRecord): boolean {
  const body = bodyOf(entry);
  if (!kind.sameParties(body, record)) return false;
  if (typeof body['reference'] === 'string' && record.reference !== body['reference']) return false;
  return Date.parse(record.createdAt) >= Date.parse(since(entry));
}

function said(kind: EvidenceKind, found: readonly EvidenceRecord[], where: string): EvidenceSide {
  const first = found[0];
  if (first === undefined) return { found: false, text: `${where}: ${kind.none}.`, resourceId: null, status: null, candidates: 0 };
  const more = found.length > 1 ? ` (and ${found.length - 1} more like it: compare amounts and times)` : '';
  return { found: true, text: `${where}: ${kind.noun} ${first.id}, ${first.status}, created ${first.createdAt}${more}.`, resourceId: first.id, status: first.status, candidates: found.length };
}

/** The cache's evidence with the ledger's lines for its record, when it has any: "… The ledger has 2 lines for it." */
export function withLedgerLines(text: string, ledgerEntries: number): string {
  return ledgerEntries > 0 ? `${text} The ledger has ${countOf(ledgerEntries, 'line', 'lines')} for it.` : text;
}

export function ledgerEvidence(cache: Cache, entry: OutboxEntry): EvidenceSide & { ledgerEntries: number } {
  const kind = EVIDENCE_KINDS[entry.operation];
  if (kind === undefined) {
    return { found: false, text: 'This app keeps no record to compare for this kind of write: check with your provider.', resourceId: null, status: null, candidates: 0, ledgerEntries: 0 };
  }
  const byId = entry.resourceId === undefined ? undefined : kind.cached(cache, entry.resourceId);
  const found = byId !== undefined ? [byId] : kind.cachedSince(cache, since(entry)).filter((r) => matches(kind, entry, r));
  const side = said(kind, found, "This app's records (as of the last sync)");
  let ledgerEntries = 0;
  if (side.resourceId !== null) {
    const accountId = kind.ledgerAccount(bodyOf(entry));
    const lines = cache.ledgerTransactions.iterateLedger({ ...(accountId !== undefined ? { accountIds: [accountId] } : {}), from: since(entry) });
    for (const line of lines) if (line.referenceId === side.resourceId) ledgerEntries += 1;
  }
  return { ...side, text: withLedgerLines(side.text, ledgerEntries), ledgerEntries };
}

export async function serverEvidence(client: PaymentsClient, entry: OutboxEntry, signal?: AbortSignal): Promise<EvidenceSide> {
  const kind = EVIDENCE_KINDS[entry.operation];
  if (kind === undefined) return { found: false, text: 'Not asked: the server cannot be searched for this kind of write.', resourceId: null, status: null, candidates: 0 };
  const options = signal !== undefined ? { signal } : {};
  if (entry.resourceId !== undefined) {
    const record = await kind.fetch(client, entry.resourceId, options);
    return said(kind, record === undefined ? [] : [record], 'The server now');
  }
  const records = await kind.searchSince(client, since(entry), options);
  return said(kind, records.filter((r) => matches(kind, entry, r)), 'The server now');
}

/** The one record a side found; none when it found none, or several a person must tell apart. */
const theOne = (side: EvidenceSide): string | undefined => (side.candidates === 1 && side.resourceId !== null ? side.resourceId : undefined);

/**
 * The id of the record the evidence found, for an entry resolved as sent: the server's
 * answer now when it can be asked, else this app's records; none when neither found
 * exactly one.
 */
export async function foundResourceId(cache: Cache, client: () => Promise<PaymentsClient>, entry: OutboxEntry): Promise<string | undefined> {
  if (entry.resourceId !== undefined || EVIDENCE_KINDS[entry.operation] === undefined) return entry.resourceId;
  try {
    const server = await serverEvidence(await client(), entry);
    if (server.found) return theOne(server);
  } catch {
    // Offline, or not configured: this app's records still tell.
  }
  return theOne(ledgerEvidence(cache, entry));
}
