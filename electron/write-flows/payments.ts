// Payments on every rail, as one service: ACH, SWIFT, crypto and open through their
// rail endpoints, and any rail (Fedwire among them) through the unified endpoint.
import { prepareAchPayment, type AchPaymentInput } from './ach-payment';
import { prepareCryptoPayment, type CryptoPaymentInput } from './crypto-payment';
import { prepareOpenPayment, type OpenPaymentInput } from './open-payment';
import { prepareSwiftPayment, type SwiftPaymentInput } from './swift-payment';
import { prepareUnifiedPayment, type UnifiedPaymentInput } from './unified-payment';
import type { WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export type { AchPaymentInput, CryptoPaymentInput, OpenPaymentInput, SwiftPaymentInput, UnifiedPaymentInput };

export interface PaymentsFlow {
  /** POST /payments/ach. */
  prepareAch(input: AchPaymentInput): Promise<PrepareResult>;
  /** POST /payments/swift. */
  prepareSwift(input: SwiftPaymentInput): Promise<PrepareResult>;
  /** POST /payments/crypto. */
  prepareCrypto(input: CryptoPaymentInput): Promise<PrepareResult>;
  /** POST /payments/open. */
  prepareOpen(input: OpenPaymentInput): Promise<PrepareResult>;
  /** POST /payments: any rail (Fedwire only here), send or receive side. */
  prepare(input: UnifiedPaymentInput): Promise<PrepareResult>;
}

export function createPaymentsFlow(ctx: WriteFlowContext): PaymentsFlow {
  return {
    prepareAch: (input) => prepareAchPayment(ctx, input),
    prepareSwift: (input) => prepareSwiftPayment(ctx, input),
    prepareCrypto: (input) => prepareCryptoPayment(ctx, input),
    prepareOpen: (input) => prepareOpenPayment(ctx, input),
    prepare: (input) => prepareUnifiedPayment(ctx, input),
  };
}
