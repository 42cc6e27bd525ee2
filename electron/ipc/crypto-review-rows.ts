// The crypto payment's review rows that a person must read in full before confirming (a
// payment to a wrong address cannot be undone): the wallet paid, its whole address (the
// method's description elsewhere shortens it), and the travel-rule data exactly as
// entered, field by field, or "None".
import type { Cache } from '../cache';
import { isolatedLine, oneLine } from '../pre-send-checks';

type Row = [string, string | undefined];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? oneLine(value) : undefined);

/** "Name: Sandbox Treasury Inc.; address: 1 Main St; account: 12345", the parts entered only. */
function partyText(value: unknown, parts: ReadonlyArray<readonly [string, string, boolean]>): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const party = value as Record<string, unknown>;
  const said = parts.flatMap(([key, label, outside]) => {
    const entered = text(party[key]);
    return entered === undefined ? [] : [`${label}: ${outside ? isolatedLine(entered) : entered}`];
  });
  return said.length > 0 ? said.join('; ') : undefined;
}

const ORIGINATOR = [['name', 'Name', true], ['address', 'address', true], ['accountId', 'account', false]] as const;
const BENEFICIARY = [['name', 'Name', true], ['walletAddress', 'wallet', false], ['institutionName', 'institution', true]] as const;

/** The rows of a crypto payment's review (none for another write). */
export function cryptoReviewRows(cache: Cache, isCrypto: boolean, body: Record<string, unknown>): Row[] {
  if (!isCrypto) return [];
  const methodId = text(body['paymentMethodId']);
  const method = methodId === undefined ? undefined : cache.paymentMethods.get(methodId);
  const rule = body['travelRule'] as Record<string, unknown> | undefined;
  return [
    ['Wallet address', method?.type === 'crypto_wallet' ? text(method.walletAddress) : undefined],
    ['Travel-rule data', rule === undefined ? 'None' : undefined],
    ['Travel-rule originator', partyText(rule?.['originator'], ORIGINATOR)],
    ['Travel-rule beneficiary', partyText(rule?.['beneficiary'], BENEFICIARY)],
  ];
}
