// How money comes into an account, read from the server (not kept in the offline cache):
// its deposit instructions (account numbers, last four digits only, and addresses) and
// its own blockchain deposit addresses. And the signing key's rotation, which is refused
// while outbox entries that may have reached the server are unsettled.
import { z } from 'zod';
import { ENVIRONMENTS } from '../schemas/enums';
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
  /** A new signing key pair replaces the current one; the steps say how to register its public key. */
  'keys.rotate': {
    input: z.strictObject({}),
    output: z.object({
      environment: z.enum(ENVIRONMENTS),
      publicKey: z.object({ base64: z.string(), pem: z.string() }),
      previousPublicKeyBase64: z.string().nullable(),
      /** True on the embedded sandbox: registered at once, its API key stored. */
      registered: z.boolean(),
      steps: z.array(z.string()),
    }),
  },
} as const;
