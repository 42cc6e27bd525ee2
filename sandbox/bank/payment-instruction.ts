// Every payment-creating endpoint (unified and rail-specific) is turned into one
// PaymentInstruction, so that the same rules, ledger postings and state machine apply
// to all of them (spec 2.2: "Every payment-creating endpoint ... returns this same resource").
import type {
  CreateAchPaymentBody,
  CreateCryptoPaymentBody,
  CreateOpenPaymentBody,
  CreatePaymentBody,
  CreateSwiftPaymentBody,
  TravelRule,
} from '../../shared/requests';
import type { CryptoNetwork, Rail } from '../../shared/schemas';

export interface InstructedAmount {
  currency: string;
  value: string;
  /** The body field it came from, for error messages (`amount`, `sendAmount`, `receiveAmount`). */
  field: string;
  chain?: CryptoNetwork;
}

export interface PaymentInstruction {
  rail: Rail;
  sourceAccountId: string;
  paymentMethodId: string;
  counterpartyId?: string;
  sendAmount?: InstructedAmount;
  receiveAmount?: InstructedAmount;
  amountInputSide: 'send' | 'receive';
  executionPreference?: 'use_quote' | 'at_market';
  quoteId?: string;
  reference?: string;
  purpose?: CreatePaymentBody['purpose'];
  travelRule?: TravelRule;
  metadata?: Record<string, string | null>;
  achType?: 'standard' | 'same_day';
  secCode?: 'WEB' | 'PPD' | 'CCD';
  chargeBearer?: 'OUR' | 'SHA' | 'BEN';
  network?: CryptoNetwork;
  intermediaryBank?: { bic: string; name?: string; country?: string };
}

type AnyAmount = { currency: string; value: string } | { asset: string; value: string; chain: CryptoNetwork };

function amountOf(money: AnyAmount, field: string): InstructedAmount {
  return 'asset' in money ? { currency: money.asset, value: money.value, chain: money.chain, field } : { currency: money.currency, value: money.value, field };
}

function common(body: { sourceAccountId: string; paymentMethodId: string; counterpartyId?: string; reference?: string; metadata?: Record<string, string | null> }) {
  const out: Pick<PaymentInstruction, 'sourceAccountId' | 'paymentMethodId' | 'counterpartyId' | 'reference' | 'metadata'> = {
    sourceAccountId: body.sourceAccountId,
    paymentMethodId: body.paymentMethodId,
  };
  if (body.counterpartyId !== undefined) out.counterpartyId = body.counterpartyId;
  if (body.reference !== undefined) out.reference = body.reference;
  if (body.metadata !== undefined) out.metadata = body.metadata;
  return out;
}

export function fromUnifiedBody(body: CreatePaymentBody): PaymentInstruction {
  const side = body.amountInputSide ?? (body.sendAmount !== undefined ? 'send' : 'receive');
  const instruction: PaymentInstruction = { ...common(body), rail: body.rail, amountInputSide: side };
  if (body.sendAmount) instruction.sendAmount = amountOf(body.sendAmount, 'sendAmount');
  if (body.receiveAmount) instruction.receiveAmount = amountOf(body.receiveAmount, 'receiveAmount');
  if (body.executionPreference) instruction.executionPreference = body.executionPreference;
  if (body.quoteId) instruction.quoteId = body.quoteId;
  if (body.purpose) instruction.purpose = body.purpose;
  if (body.travelRule) instruction.travelRule = body.travelRule;
  const chain = instruction.sendAmount?.chain ?? instruction.receiveAmount?.chain;
  if (body.rail === 'crypto' && chain) instruction.network = chain;
  return instruction;
}

export function fromOpenBody(body: CreateOpenPaymentBody): PaymentInstruction {
  return { ...common(body), rail: 'open', amountInputSide: 'send', sendAmount: amountOf(body.amount, 'amount') };
}

export function fromSwiftBody(body: CreateSwiftPaymentBody): PaymentInstruction {
  const instruction: PaymentInstruction = { ...common(body), rail: 'swift', amountInputSide: body.amountInputSide ?? 'send', sendAmount: amountOf(body.amount, 'amount') };
  if (body.receiveAmount) instruction.receiveAmount = amountOf(body.receiveAmount, 'receiveAmount');
  if (body.chargeBearer) instruction.chargeBearer = body.chargeBearer;
  if (body.purpose) instruction.purpose = body.purpose;
  if (body.executionPreference) instruction.executionPreference = body.executionPreference;
  if (body.quoteId) instruction.quoteId = body.quoteId;
  if (body.intermediaryBank) instruction.intermediaryBank = body.intermediaryBank;
  return instruction;
}

export function fromCryptoBody(body: CreateCryptoPaymentBody): PaymentInstruction {
  const instruction: PaymentInstruction = { ...common(body), rail: 'crypto', amountInputSide: 'send', sendAmount: amountOf(body.amount, 'amount'), network: body.network };
  if (body.travelRule) instruction.travelRule = body.travelRule;
  return instruction;
}

export function fromAchBody(body: CreateAchPaymentBody): PaymentInstruction {
  const instruction: PaymentInstruction = { ...common(body), rail: 'ach', amountInputSide: 'send', sendAmount: amountOf(body.amount, 'amount') };
  if (body.achType) instruction.achType = body.achType;
  if (body.secCode) instruction.secCode = body.secCode;
  return instruction;
}
