// Bodies of the control API (assumed-operations.md, "The local sandbox server's control API").
import { z } from 'zod';
import { FAULT_KINDS } from '../http/faults';

export const registerKeyBodySchema = z.strictObject({
  publicKey: z.string().min(1).max(4096),
  role: z.enum(['read', 'write']),
});

export const advanceClockBodySchema = z.strictObject({
  advanceSeconds: z.number().finite().min(0).max(10 * 365 * 24 * 3600),
});

export const faultsBodySchema = z.strictObject({
  failureRate: z.number().min(0).max(1),
  kinds: z.array(z.enum(FAULT_KINDS)).max(FAULT_KINDS.length).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

export const seedBodySchema = z.strictObject({
  accounts: z.number().int().min(0).max(1000).optional(),
  counterparties: z.number().int().min(0).max(100_000).optional(),
  ledgerTransactions: z.number().int().min(0).max(5_000_000).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1 alpha-2)');

export const complianceBodySchema = z.strictObject({
  organizationCountry: countryCode.optional(),
  extraPurposeCorridors: z
    .strictObject({
      currencies: z.array(z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code such as MXN')).max(50),
      countries: z.array(countryCode).max(50),
    })
    .optional(),
});
