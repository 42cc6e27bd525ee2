// The one answer shape of every IPC call (DESIGN convention 2): `{ok: true, value}` or
// `{ok: false, error}` where `error` is plain data, never a thrown object (Electron's
// invoke drops custom error properties, electron/electron#24427). The schemas let every
// transport (Electron IPC, the web shell, tests) check what crosses the boundary.
import { z } from 'zod';
import { TREASURY_ERROR_KINDS, type PlainError } from '../errors';

export const plainErrorFieldSchema = z.object({ field: z.string(), message: z.string() });

export const plainErrorSchema = z.object({
  kind: z.enum(TREASURY_ERROR_KINDS),
  code: z.string().min(1),
  message: z.string(),
  requestId: z.string().optional(),
  retryable: z.boolean(),
  fields: z.array(plainErrorFieldSchema).optional(),
  /** The window's words for what to do next (never a CLI command), when main has them: `message` ends with it. */
  remedy: z.string().optional(),
});

/** The one envelope type; `Failure` is PlainError across IPC (tests of generic code may use another). */
export type Envelope<T, Failure = PlainError> = { ok: true; value: T } | { ok: false; error: Failure };

/** The envelope schema of one method's output (for transports and tests that check an answer). */
export function envelopeSchema<T extends z.ZodType>(output: T) {
  return z.union([
    z.object({ ok: z.literal(true), value: output }),
    z.object({ ok: z.literal(false), error: plainErrorSchema }),
  ]);
}

/** Any envelope, its value unchecked. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());

export type { PlainError, PlainErrorField, TreasuryErrorKind } from '../errors';
