// Every enum is exactly as the spec lists it: the values are read from the spec text
// itself (docs/payments-api.md, the repository's copy of the spec), so a drift on either
// side fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as enums from '../../../shared/schemas/enums';

const spec = readFileSync(fileURLToPath(new URL('../../../docs/payments-api.md', import.meta.url)), 'utf8');
const lines = spec.split('\n');

/** The backticked values of the first spec line that starts with `prefix` (the whole line, up to `stop`). */
function specValues(prefix: string, stop?: string): string[] {
  const line = lines.find((l) => l.startsWith(prefix));
  if (line === undefined) throw new Error(`spec line not found: ${prefix}`);
  const text = stop === undefined ? line : line.slice(0, line.indexOf(stop));
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
}

describe('enums match the spec text', () => {
  const cases: Array<[string, readonly string[], string[]]> = [
    ['payment status', enums.PAYMENT_STATUSES, specValues('| status | enum | yes | `created`', 'Terminal')],
    ['terminal payment status', enums.TERMINAL_PAYMENT_STATUSES, specValues('| status | enum | yes | `created`').slice(10)],
    ['rail', enums.RAILS, specValues('| rail | enum | yes | `ach`')],
    ['requires action reason', enums.PAYMENT_REQUIRES_ACTION_REASONS, specValues('| requiresActionReason | enum or null | no | `cop_required`')],
    ['purpose', enums.PURPOSES, specValues('`purpose` values:', 'It is required').slice(1)],
    ['ACH return code', enums.ACH_RETURN_CODES, specValues('| achReturnCode | enum or null | no | Present only when rail').filter((v) => /^R[0-9]+$/.test(v))],
    ['crypto network', enums.CRYPTO_NETWORKS, specValues('| cryptoNetwork |').filter((v) => v !== 'crypto')],
    ['crypto transfer status', enums.CRYPTO_TRANSFER_STATUSES, specValues('| cryptoTransferStatus |').filter((v) => v !== 'crypto')],
    ['collection status', enums.COLLECTION_STATUSES, specValues('| status | enum | yes | `pending`, `requires_action`, `submitted`')],
    ['collection requires action reason', enums.COLLECTION_REQUIRES_ACTION_REASONS, specValues('| requiresActionReason | enum or null | no | `compliance_hold`')],
    ['onboarding status', enums.ONBOARDING_STATUSES, specValues('| status | enum | yes | `pending`, `processing`, `completed`, `failed` |')],
    ['kyb status', enums.KYB_STATUSES, specValues('| kybStatus | enum |')],
    ['transfer status', enums.TRANSFER_STATUSES, specValues('| status | enum | yes | `pending`, `completed`, `failed` |')],
    ['account number type', enums.ACCOUNT_NUMBER_TYPES, specValues('| type | enum | yes | `us_ach`')],
    ['payment method type', enums.PAYMENT_METHOD_TYPES, specValues('The field set depends on `type`.', 'Field descriptions').filter((v) => v !== 'type')],
    ['validation result', enums.VALIDATION_RESULTS, [...new Set(specValues('| validationResult |'))]],
    ['ledger transaction type', enums.LEDGER_TRANSACTION_TYPES, specValues('| type | enum | yes | `payment_out`')],
    ['ledger direction', enums.LEDGER_DIRECTIONS, specValues('| direction | enum | yes | `debit`')],
    ['ledger reference type', enums.LEDGER_REFERENCE_TYPES, specValues('| referenceType | enum |')],
    ['rail status', enums.RAIL_STATUSES, specValues('| status | enum | `active`, `limited`')],
    ['webhook status', enums.WEBHOOK_SUBSCRIPTION_STATUSES, specValues('| status | enum | yes | `active`, `suspended`, `disabled`')],
    ['business structure', enums.BUSINESS_STRUCTURES, specValues('| businessStructure |')],
    ['industry code', enums.INDUSTRY_CODES, specValues('| industryCode |')],
    ['ACH type', enums.ACH_TYPES, specValues('| achType |').filter((v) => v !== 'achType')],
    ['SEC code', enums.SEC_CODES, specValues('| secCode |', 'The endpoint text')],
    ['charge bearer', enums.CHARGE_BEARERS, specValues('| chargeBearer |')],
  ];
  it.each(cases)('%s', (_name, ours, fromSpec) => {
    expect(fromSpec.length).toBeGreaterThan(1);
    expect([...ours]).toEqual(fromSpec);
  });
});
