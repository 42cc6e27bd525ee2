// Checks a payment instruction against the state of the bank: the accounts, payment
// methods and counterparties it names, the rail's requirements and compliance rules.
import { METHOD_TYPE_FOR_RAIL } from '../../shared/payment-rules';
import type { Account, Counterparty, PaymentMethod } from '../../shared/schemas';
import { ApiError, invalidField } from '../http/api-error';
import { resourceFromBody } from '../http/path-ids';
import type { StoredResource } from '../store/resources';
import type { Store } from '../store/store';
import { purposeRequired, travelRuleRequired } from './compliance-rules';
import type { ExtraPurposeCorridors } from './compliance-settings';
import type { PaymentInstruction } from './payment-instruction';
import type { ResolvedAmounts } from './payment-amounts';

export { METHOD_TYPE_FOR_RAIL };

export interface PaymentParties {
  account: StoredResource<Account>;
  method: StoredResource<PaymentMethod>;
  counterparty: StoredResource<Counterparty>;
}

export function loadParties(store: Store, instruction: PaymentInstruction): PaymentParties {
  const account = resourceFromBody<Account>(store, instruction.sourceAccountId, 'sourceAccountId', 'account');
  if (account.body.status !== 'active') throw invalidField('sourceAccountId', `the account is ${account.body.status}`);
  const method = resourceFromBody<PaymentMethod>(store, instruction.paymentMethodId, 'paymentMethodId', 'paymentMethod');
  const counterpartyId = instruction.counterpartyId ?? method.body.counterpartyId;
  const counterparty = resourceFromBody<Counterparty>(store, counterpartyId, 'counterpartyId', 'counterparty');
  if (method.body.counterpartyId !== counterparty.id) throw invalidField('paymentMethodId', `belongs to counterparty ${method.body.counterpartyId}, not ${counterparty.id}`);
  if (counterparty.body.status !== 'active') throw invalidField('counterpartyId', 'the counterparty is archived');
  if (method.body.status !== 'active') throw invalidField('paymentMethodId', `the payment method is ${method.body.status}, not active`);
  const expectedType = METHOD_TYPE_FOR_RAIL[instruction.rail];
  if (method.body.type !== expectedType) {
    throw invalidField('paymentMethodId', `a ${instruction.rail} payment needs a ${expectedType} payment method, not ${method.body.type}`);
  }
  if ((instruction.rail === 'ach' || instruction.rail === 'fedwire') && account.body.currency !== 'USD') {
    throw new ApiError('currency_mismatch', `${instruction.rail} payments are in USD; the source account is in ${account.body.currency}`);
  }
  if (instruction.rail === 'crypto') {
    const network = instruction.network;
    if (network !== undefined && method.body.chain !== undefined && network !== method.body.chain) {
      throw invalidField(instruction.sendAmount?.chain ? 'network' : 'sendAmount.chain', `must be ${method.body.chain}, the chain of the payment method`);
    }
  }
  return { account, method, counterparty };
}

export function checkPurpose(instruction: PaymentInstruction, method: PaymentMethod, amounts: ResolvedAmounts, extra?: ExtraPurposeCorridors): void {
  if (instruction.rail !== 'swift' || instruction.purpose !== undefined) return;
  if (purposeRequired(method, amounts.receiveCurrency, extra)) {
    throw new ApiError('purpose_required', `A purpose is required for SWIFT payments in ${amounts.receiveCurrency} or to this destination country`, [
      { field: 'purpose', message: 'is required for this corridor' },
    ]);
  }
}

export interface TravelRuleOutcome {
  record: Record<string, unknown>;
}

export function checkTravelRule(instruction: PaymentInstruction, amounts: ResolvedAmounts, originCountry: string): TravelRuleOutcome | undefined {
  if (instruction.rail !== 'crypto') return undefined;
  const rule = travelRuleRequired(originCountry, amounts.sendMinor, amounts.sendCurrency);
  if (rule.required && !instruction.travelRule) {
    throw new ApiError(
      'travel_rule_required',
      `Travel-rule data is required for crypto payments above ${(rule.thresholdCents / 100n).toString()} USD from ${originCountry}`,
      [{ field: 'travelRule', message: 'is required above the travel-rule threshold' }],
    );
  }
  return {
    record: {
      required: rule.required,
      jurisdiction: originCountry,
      thresholdUsd: (rule.thresholdCents / 100n).toString(),
      ...(instruction.travelRule ? { ...instruction.travelRule, status: 'submitted' } : {}),
    },
  };
}
