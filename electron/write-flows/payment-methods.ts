// Payment methods of every type (POST /counterparties/{id}/payment-methods): us_bank,
// international_bank, crypto_wallet and open, checked with the shared schema (routing
// number check digit, IBAN checksum, BIC, wallet address for its chain, open handle).
// The summary never shows a full account number, IBAN or wallet address.
import { tidyBankIdentifier, type CreatePaymentMethodBody } from '../../shared/requests';
import { isCryptoAsset, isFiatCurrency } from '../../shared/money';
import { PAYMENT_METHOD_TYPES, type PaymentMethod } from '../../shared/schemas';
import { describePaymentMethod, isolatedLine, writeChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { withoutBlankText } from './form-values';
import { activeCounterparty } from './payment-parties';
import { checkChoice } from './form-values';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export type PaymentMethodInput = { counterpartyId: string } & CreatePaymentMethodBody;

export interface PaymentMethodsFlow {
  prepare(input: PaymentMethodInput): Promise<PrepareResult>;
}

/** The method as it will read once created, for the summary (last four digits only). */
function asItWillRead(body: Partial<CreatePaymentMethodBody> & { accountNumber?: string }): PaymentMethod {
  const method: Record<string, unknown> = { ...body };
  delete method['accountNumber'];
  if (typeof body.accountNumber === 'string' && body.type === 'us_bank') method['accountNumberLast4'] = body.accountNumber.slice(-4);
  return method as unknown as PaymentMethod;
}

function tidyIdentifiers(values: Partial<CreatePaymentMethodBody>): Partial<CreatePaymentMethodBody> {
  const tidy: Record<string, unknown> = { ...values };
  for (const field of ['iban', 'bic'] as const) {
    const value = tidy[field];
    if (typeof value === 'string') tidy[field] = tidyBankIdentifier(value);
  }
  return tidy as Partial<CreatePaymentMethodBody>;
}

function checkCurrencyFits(values: Partial<CreatePaymentMethodBody>, problems: FieldProblems): void {
  const currency = values.currency;
  if (typeof currency !== 'string' || !/^[A-Z]{2,10}$/.test(currency)) return;
  if (values.type === 'crypto_wallet' && !isCryptoAsset(currency)) {
    problems.add('currency', `${currency} is not a crypto asset this app knows: a wallet receives an asset such as USDC.`);
  }
  if (values.type === 'international_bank' && !isFiatCurrency(currency)) {
    problems.add('currency', `${currency} is not a currency a bank account holds: choose one such as EUR or GBP.`);
  }
}

export function createPaymentMethodsFlow(ctx: WriteFlowContext): PaymentMethodsFlow {
  return {
    async prepare(input) {
      const problems = new FieldProblems();
      const { counterpartyId, ...rest } = input;
      // IBAN and BIC as they will be sent (spaces out, upper case), so the summary shows what is sent.
      const values = tidyIdentifiers(withoutBlankText(rest) as Partial<CreatePaymentMethodBody>);
      if (values.type === undefined) problems.add('type', `Choose the kind of payment method: ${PAYMENT_METHOD_TYPES.join(', ')}.`);
      else checkChoice(values.type, PAYMENT_METHOD_TYPES, 'type', problems, 'a payment method type');
      checkCurrencyFits(values, problems);
      const counterparty = await activeCounterparty(ctx, counterpartyId, 'counterpartyId', problems);
      if (counterparty === undefined) return refuse(problems);
      const currency = typeof values.currency === 'string' ? ` in ${values.currency}` : '';
      return ctx.issue(
        {
          action: 'add_payment_method',
          operation: 'createPaymentMethod',
          pathParams: { counterpartyId: counterparty.id },
          body: values,
          summary: `Add ${describePaymentMethod(asItWillRead(values))}${currency} to ${isolatedLine(counterparty.name)}`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
  };
}
