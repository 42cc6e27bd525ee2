// IBAN and BIC fields of requests. People type and paste them grouped and in lower case
// (`de89 3704 0044 0532 0130 00`); the field is tidied first (spaces removed, upper case)
// and then checked, and the tidy form is what is sent and stored.
import { z } from 'zod';
import { isBic, isIban } from '../bank-identifiers';

/** `value` without any whitespace, in upper case: `de89 3704 0044` → `DE8937040044`. */
export function tidyBankIdentifier(value: string): string {
  return value.replace(/\s+/gu, '').toUpperCase();
}

export const ibanField = z
  .string()
  .transform(tidyBankIdentifier)
  .pipe(z.string().refine(isIban, { message: 'must be an IBAN with valid check digits, e.g. DE89 3704 0044 0532 0130 00 (spaces and lower case are fine)' }));

export const bicField = z
  .string()
  .transform(tidyBankIdentifier)
  .pipe(z.string().refine(isBic, { message: 'must be a BIC such as DEUTDEFF or DEUTDEFF500 (8 or 11 letters and digits)' }));
