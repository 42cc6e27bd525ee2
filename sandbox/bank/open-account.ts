// Accounts (assumed-operations.md): opened by seeding, one currency each. A crypto
// asset account gets a blockchain address (and its deposit instruction) on each of its
// asset's chains; a fiat USD account gets nothing until an account number is created.
import { currencyExponent, isCryptoAsset, responseMoney } from '../../shared/money';
import type { Account, BlockchainAddress, CryptoNetwork } from '../../shared/schemas';
import { isoTime } from '../clock/simulated-clock';
import { insertResource } from '../store/resources';
import type { Store } from '../store/store';
import { openBalance, postLedgerEntries, readBalance } from './post-ledger-entries';
import { blockchainAddressFor } from './funding-addresses';

/** The chains each crypto asset account is reachable on. */
export const ASSET_CHAINS: Record<string, readonly CryptoNetwork[]> = {
  USDC: ['ethereum', 'solana', 'base', 'sui'],
  USDT: ['ethereum', 'solana'],
  PYUSD: ['ethereum', 'solana'],
  EURC: ['ethereum', 'solana', 'base'],
  USDG: ['ethereum', 'solana', 'ink'],
};

export interface OpenAccountInput {
  name: string;
  currency: string;
  customerId: string;
  at: number;
  openingBalanceMinor?: bigint;
  metadata?: Record<string, string | null>;
}

export function openAccount(store: Store, input: OpenAccountInput): Account {
  const id = store.newId('account');
  const exponent = currencyExponent(input.currency);
  const body: Account = { id, customerId: input.customerId, name: input.name, currency: input.currency, status: 'active', createdAt: isoTime(input.at) };
  if (input.metadata) body.metadata = input.metadata;
  insertResource(store, { kind: 'account', id, parentId: input.customerId, createdAt: input.at, status: 'active', body });
  openBalance(store, id, input.currency, exponent);
  if (isCryptoAsset(input.currency)) {
    for (const chain of ASSET_CHAINS[input.currency] ?? ['ethereum']) addBlockchainAddress(store, id, input.currency, chain, input.at);
  }
  if (input.openingBalanceMinor !== undefined && input.openingBalanceMinor > 0n) {
    postLedgerEntries(store, [{ accountId: id, type: 'adjustment', direction: 'credit', amountMinor: input.openingBalanceMinor, description: 'Opening balance' }], input.at);
  }
  return body;
}

function addBlockchainAddress(store: Store, accountId: string, asset: string, chain: CryptoNetwork, at: number): BlockchainAddress {
  const id = store.newId('blockchainAddress');
  const body: BlockchainAddress = { id, accountId, chain, address: blockchainAddressFor(accountId, chain), asset, status: 'active', createdAt: isoTime(at) };
  insertResource(store, { kind: 'blockchainAddress', id, parentId: accountId, createdAt: at, status: 'active', tag: chain, body });
  const instructionId = store.newOpaqueId('di_');
  insertResource(store, {
    kind: 'depositInstruction',
    id: instructionId,
    parentId: accountId,
    createdAt: at,
    status: 'active',
    tag: 'crypto',
    body: { id: instructionId, accountId, kind: 'blockchain_address', status: 'active', createdAt: isoTime(at), details: body },
  });
  return body;
}

/** The account as the API shows it, with its current balance. */
export function accountView(store: Store, account: Account): Account {
  const balance = readBalance(store, account.id);
  return balance ? { ...account, balance: responseMoney(balance.currency, balance.balanceMinor) } : account;
}
