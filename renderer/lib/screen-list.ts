// The window's screens, in the order of the left navigation (UI.md "Layout"). The
// command palette, the navigation and the address (`#/ledger`) all read this list.
export const SCREENS = [
  { id: 'balances', title: 'Balances', keys: 'g b', description: 'Every account\u2019s balance and its history' },
  { id: 'ledger', title: 'Ledger', keys: 'g l', description: 'Every ledger entry, filtered and searched' },
  { id: 'payments', title: 'Payments', keys: 'g p', description: 'Payments sent, with their status' },
  { id: 'collections', title: 'Collections', keys: 'g c', description: 'Money collected from counterparties' },
  { id: 'transfers', title: 'Transfers', keys: 'g t', description: 'Transfers between your accounts' },
  { id: 'counterparties', title: 'Counterparties', keys: 'g y', description: 'Payees and payers with their payment methods' },
  { id: 'exports', title: 'Exports', keys: 'g e', description: 'CSV exports for accounting' },
  { id: 'outbox', title: 'Outbox', keys: 'g o', description: 'Requests sent or waiting to be sent' },
  { id: 'audit', title: 'Audit', keys: 'g a', description: 'The tamper-evident record of every request' },
  { id: 'settings', title: 'Settings', keys: 'g s', description: 'Environments, server, keys and connection' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

export function isScreenId(value: string): value is ScreenId {
  return SCREENS.some((screen) => screen.id === value);
}

export function screenTitle(id: ScreenId): string {
  return SCREENS.find((screen) => screen.id === id)?.title ?? id;
}
