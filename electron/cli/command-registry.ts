// Every command of `treasury`, in the order the help lists them. Each entry is the whole
// command: words, options, usage, description and what it runs (see command-spec.ts).
import type { CliCommand } from './command-spec';
import { envSetUrlCommand, envShowCommand } from './commands/env-commands';
import { exportAuditCommand, exportCollectionsCommand, exportCounterpartiesCommand, exportLedgerCommand, exportPaymentsCommand, exportTransfersCommand } from './commands/export-commands';
import { exportStatementCommand } from './commands/export-statement-command';
import { keysDeleteCommand, keysGenerateCommand, keysImportCommand, keysPublicCommand, keysSetApiKeyCommand } from './commands/keys-commands';
import { keysRotateCommand } from './commands/keys-rotate';
import { balancesCommand, ledgerCommand } from './commands/read-commands';
import { sandboxRegisterCommand } from './commands/sandbox-register';
import { cacheRebuildCommand } from './commands/cache-rebuild';
import { startCommand } from './commands/start-command';
import { syncCommand } from './commands/sync-command';
import { collectCommand, payCommand, transferCommand } from './commands/money-commands';
import { counterpartyArchiveCommand, counterpartyCreateCommand, paymentMethodAddCommand } from './commands/directory-commands';
import { auditCommand, outboxCommand, outboxResolveCommand, outboxResumeCommand } from './commands/journal-commands';
import { collectionsCommand, paymentsCommand, transfersCommand } from './commands/activity-list-commands';
import { counterpartiesCommand, paymentMethodsCommand } from './commands/directory-list-commands';
import { accountNumberCreateCommand, blockchainAddressesCommand, depositInstructionsCommand } from './commands/account-funding-commands';
import { paymentCancelCommand } from './commands/payment-cancel-command';
import { onboardingCreateCommand } from './commands/onboarding-commands';

export const COMMANDS: readonly CliCommand[] = [
  envShowCommand,
  envSetUrlCommand,
  keysGenerateCommand,
  keysImportCommand,
  keysPublicCommand,
  keysSetApiKeyCommand,
  keysRotateCommand,
  keysDeleteCommand,
  sandboxRegisterCommand,
  startCommand,
  syncCommand,
  cacheRebuildCommand,
  balancesCommand,
  ledgerCommand,
  paymentsCommand,
  collectionsCommand,
  transfersCommand,
  counterpartiesCommand,
  paymentMethodsCommand,
  depositInstructionsCommand,
  blockchainAddressesCommand,
  exportLedgerCommand,
  exportPaymentsCommand,
  exportCollectionsCommand,
  exportTransfersCommand,
  exportCounterpartiesCommand,
  exportStatementCommand,
  exportAuditCommand,
  payCommand,
  transferCommand,
  collectCommand,
  counterpartyCreateCommand,
  counterpartyArchiveCommand,
  paymentMethodAddCommand,
  paymentCancelCommand,
  accountNumberCreateCommand,
  onboardingCreateCommand,
  outboxCommand,
  outboxResumeCommand,
  outboxResolveCommand,
  auditCommand,
];
