// Creates a payment on any rail: checks the instruction against the bank, resolves
// amounts and fees, refuses an overdraft (422 `insufficient_funds`, nothing posted),
// posts the debit and its fees as one transaction group, and starts the simulated
// state machine. `open` payments complete within the request.
import { createHash, randomUUID } from 'node:crypto';
import { minorUnitsToDecimal, responseMoney } from '../../shared/money';
import { CRYPTO_NETWORKS, type Payment } from '../../shared/schemas';
import { isoTime } from '../clock/simulated-clock';
import { invalidField } from '../http/api-error';
import { findResource, insertResource } from '../store/resources';
import type { Store } from '../store/store';
import { forcingSource, parsePaymentForcing } from '../simulation/forcing-values';
import { SAME_DAY_CUTOFF } from '../simulation/ach-settlement';
import { runPaymentStepsUntil } from '../simulation/payment-transitions';
import { PAYMENT_ACCEPT_SECONDS } from '../simulation/timings';
import { achFee, cryptoFee, fedwireFee, swiftBeneficiaryDeduction, swiftFee } from './fees';
import type { FeeComponent } from './fees';
import { resolveAmounts } from './payment-amounts';
import { storedKnown } from './stored-values';
import type { PaymentInstruction } from './payment-instruction';
import type { PaymentInternal } from './payment-model';
import { checkPurpose, checkTravelRule, loadParties } from './payment-rules';
import { extraPurposeCorridors } from './compliance-settings';
import type { PaymentParties } from './payment-rules';
import { insufficientFunds, postLedgerEntries, readBalance } from './post-ledger-entries';

export function customerCountry(store: Store, customerId: string): string {
  const customer = findResource<Record<string, unknown>, { country?: string }>(store, 'customer', customerId);
  return customer?.internal.country ?? 'US';
}

function feesFor(instruction: PaymentInstruction, parties: PaymentParties, currency: string): FeeComponent[] {
  switch (instruction.rail) {
    case 'ach':
      return achFee(instruction.achType ?? 'standard', currency);
    case 'fedwire':
      return fedwireFee(currency);
    case 'swift':
      return swiftFee(instruction.chargeBearer ?? 'SHA', currency);
    case 'crypto':
      return cryptoFee(instruction.network ?? (parties.method.body.chain === undefined ? 'ethereum' : storedKnown(CRYPTO_NETWORKS, parties.method.body.chain, 'chain')), currency);
    case 'open':
      return [];
  }
}

function secCodeFor(instruction: PaymentInstruction, parties: PaymentParties): 'WEB' | 'PPD' | 'CCD' {
  const business = parties.counterparty.body.entityType === 'business';
  const code = instruction.secCode ?? (business ? 'CCD' : 'PPD');
  if (business && code !== 'CCD') throw invalidField('secCode', `${code} is for consumer accounts; a business counterparty takes CCD`);
  if (!business && code === 'CCD') throw invalidField('secCode', 'CCD is for corporate accounts; an individual counterparty takes PPD or WEB');
  return code;
}

function digitsFrom(seed: string, count: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; out.length < count; i += 1) out += String((bytes[i % bytes.length] ?? 0) % 10);
  return out;
}

function railDetailsFor(paymentId: string, instruction: PaymentInstruction, parties: PaymentParties, receiveCurrency: string): Record<string, unknown> {
  switch (instruction.rail) {
    case 'ach':
      return {
        achType: instruction.achType ?? 'standard',
        secCode: secCodeFor(instruction, parties),
        traceNumber: `${parties.method.body.routingNumber?.slice(0, 8) ?? '08410676'}${digitsFrom(paymentId, 7)}`,
        sameDayCutoff: `${SAME_DAY_CUTOFF.hour}:${SAME_DAY_CUTOFF.minute} ${SAME_DAY_CUTOFF.timeZone}`,
      };
    case 'fedwire':
      return { imad: null, omad: null };
    case 'swift': {
      const bearer = instruction.chargeBearer ?? 'SHA';
      return {
        chargeBearer: bearer,
        uetr: randomUUID(),
        beneficiaryDeduction: responseMoney(receiveCurrency, swiftBeneficiaryDeduction(bearer, receiveCurrency)),
        ...(instruction.intermediaryBank ? { intermediaryBank: instruction.intermediaryBank } : {}),
      };
    }
    case 'crypto':
      return { network: instruction.network ?? parties.method.body.chain, transactionHash: null, destinationAddress: parties.method.body.walletAddress };
    case 'open':
      return { recipient: parties.method.body.openId };
  }
}

export function createPayment(store: Store, instruction: PaymentInstruction, now: number): Payment {
  const parties = loadParties(store, instruction);
  const { account, method, counterparty } = parties;
  const forcing = parsePaymentForcing(forcingSource(instruction.reference, instruction.metadata), instruction.rail);
  const amounts = resolveAmounts(instruction, account.body.currency, method.body.currency);
  checkPurpose(instruction, method.body, amounts, extraPurposeCorridors(store));
  const travelRule = checkTravelRule(instruction, amounts, customerCountry(store, account.body.customerId));
  const id = store.newId('payment');
  const railDetails = railDetailsFor(id, instruction, parties, amounts.receiveCurrency);
  const fees = feesFor(instruction, parties, amounts.sendCurrency).filter((fee) => fee.minor > 0n);
  const feeTotal = fees.reduce((sum, fee) => sum + fee.minor, 0n);
  const totalDebit = amounts.sendMinor + feeTotal;
  const balance = readBalance(store, account.id);
  if (!balance || balance.balanceMinor < totalDebit) throw insufficientFunds(account.id);

  const groupId = store.newOpaqueId('grp_');
  const exponent = balance.exponent;
  const body: Payment = {
    id,
    customerId: account.body.customerId,
    status: 'created',
    rail: instruction.rail,
    createdAt: isoTime(now),
    updatedAt: isoTime(now),
    sourceAccountId: account.id,
    counterpartyId: counterparty.id,
    paymentMethodId: method.id,
    direction: 'outbound',
    sendAmount: responseMoney(amounts.sendCurrency, amounts.sendMinor),
    receiveAmount: responseMoney(amounts.receiveCurrency, amounts.receiveMinor),
    amountInputSide: instruction.amountInputSide,
    quoteId: instruction.quoteId ?? null,
    fees: {
      feeAmount: responseMoney(amounts.sendCurrency, feeTotal),
      feeCurrency: amounts.sendCurrency,
      feeComponents: fees.map((fee) => ({ type: fee.type, amount: minorUnitsToDecimal(fee.minor, exponent), currency: amounts.sendCurrency })),
    },
    totalDebitAmount: responseMoney(amounts.sendCurrency, totalDebit),
    cancellationState: 'cancelable',
    requiresActionReason: null,
    compliance: { screeningStatus: 'cleared' },
    railDetails,
    completedAt: null,
  };
  if (amounts.exchangeRate) {
    body.exchangeRate = amounts.exchangeRate;
    body.executionPreference = instruction.executionPreference ?? (instruction.quoteId ? 'use_quote' : 'at_market');
  }
  if (instruction.reference !== undefined) body.reference = instruction.reference;
  if (instruction.purpose !== undefined) body.purpose = instruction.purpose;
  if (instruction.metadata !== undefined) body.metadata = instruction.metadata;
  if (instruction.rail === 'ach') body.achReturnCode = null;
  if (instruction.rail === 'crypto') {
    body.cryptoNetwork = instruction.network ?? method.body.chain ?? null;
    body.cryptoTransferStatus = 'pending_confirmation'; // from creation (spec 3.2), then confirmed or failed
    if (travelRule) body.travelRule = travelRule.record;
  }
  if (method.body.type === 'international_bank' && method.body.validationResult === 'verified') {
    body.verificationResult = { scheme: amounts.receiveCurrency === 'GBP' ? 'CoP' : 'VoP', result: 'match', checkedName: method.body.accountHolderName, checkedAt: isoTime(now) };
  }

  const description = `${instruction.rail.toUpperCase()} payment to ${counterparty.body.name}`;
  const posted = postLedgerEntries(
    store,
    [
      { accountId: account.id, type: 'payment_out', direction: 'debit', amountMinor: amounts.sendMinor, transactionGroupId: groupId, referenceType: 'payment', referenceId: id, description },
      ...fees.map((fee) => ({
        accountId: account.id,
        type: 'fee' as const,
        direction: 'debit' as const,
        amountMinor: fee.minor,
        transactionGroupId: groupId,
        referenceType: 'payment' as const,
        referenceId: id,
        description: `${fee.type.replaceAll('_', ' ')} for ${id}`,
      })),
    ],
    now,
  );
  const internal: PaymentInternal = {
    forcing,
    groupId,
    entries: posted.map((entry, index) => ({ id: entry.id, accountId: entry.accountId, amountMinor: entry.amountMinor.toString(), type: index === 0 ? 'payment_out' : 'fee' })),
  };
  if (instruction.rail === 'ach') internal.achType = instruction.achType ?? 'standard';
  const openId = method.body.openId;
  if (instruction.rail === 'open' && openId?.startsWith('acc_') && openId !== account.id) {
    const target = findResource(store, 'account', openId);
    if (target && (target.body as { currency?: string }).currency === amounts.receiveCurrency) internal.localCreditAccountId = openId;
  }
  insertResource(store, { kind: 'payment', id, parentId: account.id, createdAt: now, status: body.status, tag: instruction.rail, body, internal });
  const firstStep = instruction.rail === 'open' ? now : now + PAYMENT_ACCEPT_SECONDS * 1000;
  return runPaymentStepsUntil(store, id, firstStep, now);
}
