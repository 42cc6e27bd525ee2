// How money comes into an account, read from the server (not kept in the offline cache):
// its deposit instructions (account numbers, last four digits only, and addresses) and
// its own blockchain deposit addresses. And the signing key's rotation (started, then
// confirmed once the new key is registered, or canceled), refused while outbox entries that
// may have reached the server are unsettled.
import { z } from 'zod';
import { ENVIRONMENTS, KEY_ROLES } from '../schemas/enums';
import { idText } from './common-schemas';

const accountInput = z.strictObject({ accountId: idText });

export const accountFundingMethods = {
  'accounts.depositInstructions': {
    input: accountInput,
    output: z.object({
      accountId: z.string(),
      items: z.array(z.object({
        id: z.string(),
        kind: z.string(),
        status: z.string(),
        rail: z.string().nullable(),
        createdAt: z.string().nullable(),
        /** One line: the bank and the last four digits, or the chain and address. */
        text: z.string(),
        /** What a copy button copies: the routing number, or the address (never a full account number). */
        copyValues: z.array(z.object({ label: z.string(), value: z.string() })),
      })),
      readAt: z.string(),
    }),
  },
  'accounts.blockchainAddresses': {
    input: accountInput,
    output: z.object({
      accountId: z.string(),
      items: z.array(z.object({ id: z.string(), chain: z.string(), asset: z.string(), status: z.string(), address: z.string() })),
      readAt: z.string(),
    }),
  },
  /**
   * Starts a rotation: a new signing key pair is kept pending beside the current one, which
   * keeps signing until `keys.confirmRotation`; the steps say how to register its public key.
   */
  'keys.rotate': {
    input: z.strictObject({}),
    output: z.object({
      environment: z.enum(ENVIRONMENTS),
      publicKey: z.object({ base64: z.string(), pem: z.string() }),
      previousPublicKeyBase64: z.string().nullable(),
      /** True on the embedded sandbox: registered and confirmed at once, its API key stored. */
      registered: z.boolean(),
      /** True while the new key waits for `keys.confirmRotation` (the current key still signs). */
      pending: z.boolean(),
      steps: z.array(z.string()),
    }),
  },
  /** The new public key is registered: it signs from now on with the API key issued for it; the previous key is deleted. */
  'keys.confirmRotation': {
    input: z.strictObject({ apiKey: z.string().min(1).max(1000), role: z.enum(KEY_ROLES).optional() }),
    output: z.object({
      environment: z.enum(ENVIRONMENTS),
      publicKeyBase64: z.string(),
      previousPublicKeyBase64: z.string().nullable(),
      role: z.enum(KEY_ROLES),
      steps: z.array(z.string()),
    }),
  },
  /** Drops the pending key of a rotation under way; the current key keeps signing. */
  'keys.cancelRotation': {
    input: z.strictObject({}),
    output: z.object({ environment: z.enum(ENVIRONMENTS), canceledPublicKeyBase64: z.string().nullable() }),
  },
} as const;
