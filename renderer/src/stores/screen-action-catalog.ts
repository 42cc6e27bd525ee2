// Screen actions the command palette offers from ANY screen: the palette opens their
// screen with the action asked for (navigation request `action`), and the screen runs it
// once its actions are registered (usePaletteActions). Their screens register them with
// these same words (`catalogAction`), so the palette says one thing wherever it is opened.
import type { PaletteAction } from './palette-actions-store';
import type { ScreenId } from '../../lib/screen-list';

export interface CatalogAction {
  readonly id: string;
  readonly screen: ScreenId;
  readonly label: string;
  readonly keywords: readonly string[];
  /** A write the server must accept (money moved, a counterparty created): it needs the environment set up. */
  readonly write?: true;
}

export const SCREEN_ACTION_CATALOG = [
  { id: 'exports.ledger', screen: 'exports', label: 'Export the ledger view', keywords: ['csv', 'download', 'accounting'] },
  { id: 'exports.payments', screen: 'exports', label: 'Export payments', keywords: ['csv', 'download'] },
  { id: 'exports.collections', screen: 'exports', label: 'Export collections', keywords: ['csv', 'download'] },
  { id: 'exports.transfers', screen: 'exports', label: 'Export transfers', keywords: ['csv', 'download'] },
  { id: 'exports.counterparties', screen: 'exports', label: 'Export counterparties', keywords: ['csv', 'download', 'payees'] },
  { id: 'exports.audit', screen: 'exports', label: 'Export the audit trail', keywords: ['csv', 'download', 'journal'] },
  { id: 'settings.production', screen: 'settings', label: 'Set up production', keywords: ['production', 'keys', 'api key', 'server'] },
  { id: 'settings.test', screen: 'settings', label: 'Test connection', keywords: ['connection', 'server', 'api key'] },
  { id: 'audit.verify', screen: 'audit', label: 'Verify the audit chain', keywords: ['tamper', 'hash', 'check'] },
  // Every "New …" write (and onboarding), from any screen: its screen opens with the write's panel (README: "Payments screen, or the palette").
  // `write`: sent to the server, so where the environment is not set up the command leads to Settings instead (write-flow/write-start.tsx).
  { id: 'balances.onboard', screen: 'balances', label: 'Onboard a customer', keywords: ['onboarding', 'kyb', 'kyc', 'customer', 'entity', 'business', 'individual'], write: true },
  { id: 'payments.new', screen: 'payments', label: 'New payment', keywords: ['pay', 'send', 'ach', 'wire', 'fedwire', 'swift', 'crypto', 'open', 'create'], write: true },
  { id: 'transfers.new', screen: 'transfers', label: 'New transfer', keywords: ['move', 'money', 'between accounts', 'create'], write: true },
  { id: 'collections.new', screen: 'collections', label: 'New collection', keywords: ['pull', 'debit', 'ach', 'collect', 'create'], write: true },
  { id: 'counterparties.new', screen: 'counterparties', label: 'New counterparty', keywords: ['add', 'payee', 'supplier', 'create'], write: true },
] as const satisfies readonly CatalogAction[];

export type CatalogActionId = (typeof SCREEN_ACTION_CATALOG)[number]['id'];

/** A screen's palette action with the catalog's words. */
export function catalogAction(id: CatalogActionId, run: () => void): PaletteAction {
  const entry = SCREEN_ACTION_CATALOG.find((action) => action.id === id) as CatalogAction;
  return { id: entry.id, label: entry.label, keywords: entry.keywords, run };
}
