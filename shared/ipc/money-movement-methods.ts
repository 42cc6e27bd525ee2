// Moving money: entry -> a prepared instruction with its checks (a read-only review of
// exactly what will be sent) -> an explicit confirm. Each prepare takes its form's values
// as typed (shared/forms/, the schema the window's form uses), answers the prepared
// instruction or field errors named like the form's fields; `writes.confirm` sends a
// prepared instruction once, however often it is confirmed. Each prepare also takes the
// person's IANA time zone (`timeZone`): the review and the checks write times in it.
import { z } from 'zod';
import {
  accountNumberFormSchema, cancelPaymentFormSchema, collectionFormSchema, counterpartyArchiveFormSchema, counterpartyEditFormSchema,
  counterpartyFormSchema, onboardingFormSchema, paymentFormSchema, paymentMethodFormSchema, transferFormSchema,
} from '../forms';
import { ENVIRONMENTS } from '../schemas/enums';
import { timestamp, withTimeZone } from './common-schemas';
import { outboxEntryViewSchema } from './journal-methods';

export const CHECK_SEVERITIES = ['warning', 'block'] as const;

export const preparedWriteViewSchema = z.object({
  /** What `writes.confirm` names. */
  id: z.string(),
  environment: z.enum(ENVIRONMENTS),
  /** pay_ach, pay_swift, pay, create_transfer, add_payment_method... */
  action: z.string(),
  /** The API operation (createAchPayment...). */
  operation: z.string(),
  /** One line: what will be done. */
  summary: z.string(),
  /** Every pre-send check with its explanation: a block stops the flow, each warning is acknowledged by its code. */
  checks: z.array(z.object({ code: z.string(), severity: z.enum(CHECK_SEVERITIES), message: z.string() })),
  /** The read-only review, row by row, of exactly what will be sent (a new payment method's numbers in full, as typed, to be checked). */
  review: z.array(z.object({ label: z.string(), value: z.string() })),
  /** What the confirm button says: "Send 1,234.56 USD by Fedwire". */
  confirmLabel: z.string(),
  /** Production: confirming needs the environment's name typed. */
  needsTypedEnvironment: z.boolean(),
  preparedAt: timestamp,
  expiresAt: timestamp,
});
export type PreparedWriteView = z.infer<typeof preparedWriteViewSchema>;

export const fieldErrorViewSchema = z.object({ field: z.string(), message: z.string() });

export const prepareOutput = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), prepared: preparedWriteViewSchema }),
  /** Each error names a field of the form (`amount`, `travelRule.originator.name`) and says what to fix. */
  z.object({ ok: z.literal(false), fieldErrors: z.array(fieldErrorViewSchema) }),
]);

/** How a confirmed write stands, and what the person can do next. */
export const writeOutcomeViewSchema = z.object({
  /** succeeded; failed (refused by the server: nothing done); pending (queued: sent again with the same key); unknown (check the ledger). */
  state: z.enum(['succeeded', 'failed', 'pending', 'unknown']),
  /** The outbox entry of a POST (its idempotency key, its state); null for a PATCH. */
  outboxEntry: outboxEntryViewSchema.nullable(),
  resourceId: z.string().nullable(),
  resourceStatus: z.string().nullable(),
  /** The server's refusal: its message and request id, and the fields it named. */
  error: z.object({ kind: z.string(), code: z.string(), message: z.string(), requestId: z.string().nullable(), fields: z.array(fieldErrorViewSchema) }).nullable(),
  /** One sentence: what happened and what to do now. */
  next: z.string(),
  /** When a made payment, collection or transfer settles, the words after "settles" ("the next business day"); null for other writes. */
  settles: z.string().nullable().optional(),
});
export type WriteOutcomeView = z.infer<typeof writeOutcomeViewSchema>;

export const moneyMovementMethods = {
  /** A payment on any rail: the rail's form (a union keyed by `rail`). */
  'payments.prepare': { input: withTimeZone(paymentFormSchema), output: prepareOutput },
  'payments.prepareCancel': { input: withTimeZone(cancelPaymentFormSchema), output: prepareOutput },
  'transfers.prepare': { input: withTimeZone(transferFormSchema), output: prepareOutput },
  'collections.prepare': { input: withTimeZone(collectionFormSchema), output: prepareOutput },
  'counterparties.prepareCreate': { input: withTimeZone(counterpartyFormSchema), output: prepareOutput },
  /** Name, email, address, metadata: only the fields that differ are sent (PATCH). */
  'counterparties.prepareEdit': { input: withTimeZone(counterpartyEditFormSchema), output: prepareOutput },
  'counterparties.prepareArchive': { input: withTimeZone(counterpartyArchiveFormSchema), output: prepareOutput },
  /** A payment method of any type (a union keyed by `type`). */
  'paymentMethods.prepareAdd': { input: withTimeZone(paymentMethodFormSchema), output: prepareOutput },
  'onboarding.prepare': { input: withTimeZone(onboardingFormSchema), output: prepareOutput },
  'accountNumbers.prepare': { input: withTimeZone(accountNumberFormSchema), output: prepareOutput },
  /**
   * Sends a prepared instruction: the checks run again, a block refuses (`refused`/`blocked`),
   * each warning must be in `acknowledged`, production needs `typedEnvironment: "production"`.
   * Confirming the same id again answers the same outcome: one outbox entry, one payment.
   */
  'writes.confirm': {
    input: z.strictObject({
      preparedId: z.string().min(1).max(200),
      acknowledged: z.array(z.string().max(100)).max(50).optional(),
      typedEnvironment: z.string().max(40).optional(),
    }),
    output: writeOutcomeViewSchema,
  },
} as const;

/** Every method that moves money or settles what was sent (tested by the money tests, not the read side's). */
export type MoneyMovementMethod = keyof typeof moneyMovementMethods;
