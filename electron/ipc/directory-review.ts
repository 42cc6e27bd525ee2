// The review rows of the directory's writes, from exactly the body that will be sent: a
// new counterparty (type, name, email, address, metadata), an edit (the counterparty and
// each change), an archive (what archiving means), a new payment method (its kind, holder,
// bank identifiers: a US account number, an IBAN and a wallet address whole, as typed, so
// they can be checked against what the recipient gave; masked everywhere after).
import { chainName } from '../../shared/chain-addresses';
import { methodTypeLabel } from '../../shared/payment-method-words';
import type { Cache } from '../cache';
import { isolatedLine, oneLine } from '../pre-send-checks';
import type { PreparedWrite } from '../write-flows';

type Row = [string, string | undefined];

const ENTITY_TYPES: Readonly<Record<string, string>> = { business: 'Business', individual: 'Individual' };

export const ARCHIVING_MEANS = 'It can no longer be paid or changed, and no payment method can be added to it. Its payments and history stay. It cannot be undone.';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? oneLine(value) : undefined);

export function addressText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const a = value as Record<string, unknown>;
  const parts = [a['line1'], a['line2'], [a['city'], a['state'], a['postalCode']].filter((p) => typeof p === 'string').join(' '), a['country']];
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').map(isolatedLine).join(', ');
}

export function metadataText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => (v === null ? `${isolatedLine(key)} (removed)` : `${isolatedLine(key)}: ${isolatedLine(String(v))}`))
    .join('; ');
}

/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four, as printed on statements. */
function ibanInGroups(iban: string | undefined): string | undefined {
  return iban?.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The counterparty by name, and its id on a row of its own (a right-to-left name and an id on one line read out of order). */
function counterpartyRows(cache: Cache, id: string | undefined): Row[] {
  if (id === undefined) return [];
  const found = cache.counterparties.get(id);
  return [
    ['Counterparty', found === undefined ? undefined : oneLine(found.name)],
    ['Counterparty id', id],
  ];
}

function methodRows(body: Record<string, unknown>): Row[] {
  const chain = text(body['chain']);
  const accountType = text(body['bankAccountType']);
  return [
    ['Kind', methodTypeLabel(String(body['type']))],
    ['Currency', text(body['currency'])],
    ['Label', text(body['label'])],
    ['Account holder', text(body['accountHolderName'])],
    ['Bank', text(body['bankName'])],
    ['Routing number', text(body['routingNumber'])],
    // In full, as typed, so the person can check them against what the recipient gave: the
    // review is shown once and kept nowhere; everywhere after (lists, outbox, audit) they are masked.
    ['Account number', text(body['accountNumber'])],
    ['Account type', accountType === undefined ? undefined : accountType.charAt(0).toUpperCase() + accountType.slice(1)],
    ['IBAN', ibanInGroups(text(body['iban']))],
    ['BIC', text(body['bic'])],
    ['Intermediary BIC', text(body['intermediaryBic'])],
    ['Bank address', addressText(body['bankAddress'])],
    ['Chain', chain === undefined ? undefined : chainName(chain)],
    ['Wallet address', text(body['walletAddress'])],
    ['Destination tag', text(body['destinationTag'])],
    ['Network handle or id', text(body['openId'])],
  ];
}

/** The rows a directory write adds after "What" (none for any other write). */
export function directoryRows(cache: Cache, prepared: PreparedWrite): Row[] {
  const body = (prepared.body ?? {}) as Record<string, unknown>;
  const counterpartyId = prepared.pathParams?.['counterpartyId'];
  switch (prepared.action) {
    case 'create_counterparty':
      return [
        ['Type', ENTITY_TYPES[String(body['entityType'])] ?? text(body['entityType'])],
        ['Name', text(body['name'])],
        ['Email', text(body['email'])],
        ['Address', addressText(body['address'])],
        ['Metadata', metadataText(body['metadata'])],
      ];
    case 'edit_counterparty':
      return [
        ...counterpartyRows(cache, counterpartyId),
        ['New name', text(body['name'])],
        ['New email', text(body['email'])],
        ['New address', addressText(body['address'])],
        ['Metadata changes', metadataText(body['metadata'])],
      ];
    case 'archive_counterparty':
      return [
        ...counterpartyRows(cache, counterpartyId),
        ['Archiving', ARCHIVING_MEANS],
      ];
    case 'add_payment_method':
      return [...counterpartyRows(cache, counterpartyId), ...methodRows(body)];
    default:
      return [];
  }
}
