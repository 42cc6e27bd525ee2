// Magic values that force a simulated outcome, in the style of bank sandboxes. A
// forcing value starts with `sandbox:` and is read from the `reference` of a payment,
// collection or transfer (or from `metadata.sandbox` when the reference is used for
// something else), from `metadata.sandbox` of an onboarding, and from the `label` of a
// payment method. An unknown `sandbox:` value is a 400 that lists the valid ones.
import { ACH_RETURN_CODES, COLLECTION_REQUIRES_ACTION_REASONS, PAYMENT_REQUIRES_ACTION_REASONS } from '../../shared/schemas';
import type { AchReturnCode, Rail } from '../../shared/schemas';
import { invalidField } from '../http/api-error';

export const FORCING_PREFIX = 'sandbox:';

type PaymentReason = (typeof PAYMENT_REQUIRES_ACTION_REASONS)[number];
type CollectionReason = (typeof COLLECTION_REQUIRES_ACTION_REASONS)[number];

export type PaymentForcing =
  | { kind: 'none' }
  | { kind: 'fail' }
  | { kind: 'crypto_fail' }
  | { kind: 'return'; code: AchReturnCode }
  | { kind: 'requires_action'; reason: PaymentReason }
  | { kind: 'review' }
  | { kind: 'reverse' }
  | { kind: 'refund' };

export type CollectionForcing =
  | { kind: 'none' }
  | { kind: 'fail' }
  | { kind: 'return'; code: AchReturnCode }
  | { kind: 'requires_action'; reason: CollectionReason };

export interface ForcingSource {
  value: string;
  field: string;
}

/** The forcing value of a request: `reference` when it starts with `sandbox:`, else `metadata.sandbox`. */
export function forcingSource(reference: string | undefined, metadata: Record<string, string | null> | undefined): ForcingSource | undefined {
  if (reference?.startsWith(FORCING_PREFIX)) return { value: reference, field: 'reference' };
  const fromMetadata = metadata?.sandbox;
  if (typeof fromMetadata === 'string' && fromMetadata.startsWith(FORCING_PREFIX)) return { value: fromMetadata, field: 'metadata.sandbox' };
  return undefined;
}

function isReturnCode(code: string): code is AchReturnCode {
  return (ACH_RETURN_CODES as readonly string[]).includes(code);
}

export function parsePaymentForcing(source: ForcingSource | undefined, rail: Rail): PaymentForcing {
  if (!source) return { kind: 'none' };
  const [, action = '', argument] = source.value.split(':');
  const valid = 'sandbox:fail, sandbox:crypto_fail (crypto), sandbox:return:<R-code> (ach), sandbox:requires_action:<reason>, sandbox:review, sandbox:reverse, sandbox:refund';
  switch (action) {
    case 'fail':
    case 'review':
    case 'reverse':
    case 'refund':
      if (argument === undefined) return { kind: action };
      break;
    case 'crypto_fail':
      if (argument === undefined && rail === 'crypto') return { kind: 'crypto_fail' };
      if (argument === undefined) throw invalidField(source.field, 'sandbox:crypto_fail applies to crypto payments only');
      break;
    case 'return':
      if (rail !== 'ach') throw invalidField(source.field, 'sandbox:return:<R-code> applies to ACH payments only');
      if (argument !== undefined && isReturnCode(argument)) return { kind: 'return', code: argument };
      throw invalidField(source.field, `the return code must be one of ${ACH_RETURN_CODES.join(', ')}`);
    case 'requires_action':
      if (argument !== undefined && (PAYMENT_REQUIRES_ACTION_REASONS as readonly string[]).includes(argument)) {
        return { kind: 'requires_action', reason: argument as PaymentReason };
      }
      throw invalidField(source.field, `the reason must be one of ${PAYMENT_REQUIRES_ACTION_REASONS.join(', ')}`);
  }
  throw invalidField(source.field, `is not a sandbox forcing value; use one of ${valid}`);
}

export function parseCollectionForcing(source: ForcingSource | undefined): CollectionForcing {
  if (!source) return { kind: 'none' };
  const [, action = '', argument] = source.value.split(':');
  if (action === 'fail' && argument === undefined) return { kind: 'fail' };
  if (action === 'return') {
    if (argument !== undefined && isReturnCode(argument)) return { kind: 'return', code: argument };
    throw invalidField(source.field, `the return code must be one of ${ACH_RETURN_CODES.join(', ')}`);
  }
  if (action === 'requires_action') {
    if (argument !== undefined && (COLLECTION_REQUIRES_ACTION_REASONS as readonly string[]).includes(argument)) {
      return { kind: 'requires_action', reason: argument as CollectionReason };
    }
    throw invalidField(source.field, `the reason must be one of ${COLLECTION_REQUIRES_ACTION_REASONS.join(', ')}`);
  }
  throw invalidField(source.field, 'is not a sandbox forcing value; use sandbox:fail, sandbox:return:<R-code> or sandbox:requires_action:<reason>');
}

export function parseTransferForcing(source: ForcingSource | undefined): 'none' | 'fail' | 'pending' {
  if (!source) return 'none';
  if (source.value === 'sandbox:fail') return 'fail';
  if (source.value === 'sandbox:pending') return 'pending';
  throw invalidField(source.field, 'is not a sandbox forcing value; use sandbox:fail or sandbox:pending');
}

export function parseOnboardingForcing(metadata: Record<string, string | null> | undefined): 'none' | 'fail' | 'requires_info' {
  const source = forcingSource(undefined, metadata);
  if (!source) return 'none';
  if (source.value === 'sandbox:fail') return 'fail';
  if (source.value === 'sandbox:requires_info') return 'requires_info';
  throw invalidField(source.field, 'is not a sandbox forcing value; use sandbox:fail or sandbox:requires_info');
}

export function parsePaymentMethodForcing(label: string | undefined): 'none' | 'pending' | 'reject' {
  if (!label?.startsWith(FORCING_PREFIX)) return 'none';
  if (label === 'sandbox:pending') return 'pending';
  if (label === 'sandbox:reject') return 'reject';
  throw invalidField('label', 'is not a sandbox forcing value; use sandbox:pending or sandbox:reject');
}
