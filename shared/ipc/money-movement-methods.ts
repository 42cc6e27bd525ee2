// Moving money, declared so the contract is whole: entry -> a prepared instruction with
// its checks (read-only review) -> an explicit confirm. The main process does not serve
// these yet: each answers an `internal` / `not_implemented` envelope.
import { z } from 'zod';
import { ENVIRONMENTS, RAILS } from '../schemas/enums';
import { idText, timestamp } from './common-schemas';

/** A form's values as typed (amounts as text: parsed with the currency's decimals in main). */
const formValues = z.record(z.string().max(60), z.union([z.string().max(2000), z.array(z.string().max(2000)).max(50), z.boolean()]));

export const preparedWriteView = z.object({
  id: z.string(),
  environment: z.enum(ENVIRONMENTS),
  action: z.string(),
  summary: z.string(),
  checks: z.array(z.object({ code: z.string(), severity: z.string(), message: z.string() })),
  preparedAt: timestamp,
  expiresAt: timestamp,
});

const prepareOutput = z.union([
  z.object({ ok: z.literal(true), prepared: preparedWriteView }),
  z.object({ ok: z.literal(false), fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })) }),
]);

export const moneyMovementMethods = {
  'payments.prepare': { input: z.strictObject({ rail: z.enum(RAILS), values: formValues }), output: prepareOutput },
  'transfers.prepare': { input: z.strictObject({ values: formValues }), output: prepareOutput },
  'collections.prepare': { input: z.strictObject({ values: formValues }), output: prepareOutput },
  'payments.prepareCancel': { input: z.strictObject({ id: idText }), output: prepareOutput },
  'writes.confirm': {
    input: z.strictObject({ preparedId: z.string().min(1).max(200), acknowledged: z.array(z.string().max(100)).max(50).optional() }),
    output: z.object({
      state: z.enum(['succeeded', 'failed', 'pending', 'unknown']),
      outboxEntryId: z.string().nullable(),
      resourceId: z.string().nullable(),
    }),
  },
  'outbox.resume': {
    input: z.strictObject({}),
    output: z.object({ resent: z.number().int().min(0), waiting: z.number().int().min(0) }),
  },
} as const;

export const DECLARED_ONLY_METHODS = Object.keys(moneyMovementMethods) as Array<keyof typeof moneyMovementMethods>;
