// IBAN and BIC fields of requests. People type and paste them grouped and in lower case
// (`de89 3704 0044 0532 0130 00`); the field is tidied first (spaces removed, upper case)
// and then checked, and the tidy form is what is sent and stored.
import { z } from 'zod';
import { ibanProblem, isBic } from '../bank-identifiers';

/** `value` without any whitespace, in upper case: `de89 3704 0044` → `DE8937040044`. */
export function tidyBankIdentifier(value: string): string {
  return value.replace(/\s+/gu, '').toUpperCase();
}

export const ibanField = z
  .string()
  .transform(tidyBankIdentifier)
  .pipe(z.string().superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }));

export const bicField = z
  .string()
  .transform(tidyBankIdentifier)
  .pipe(z.string().refine(isBic, { message: 'must be a BIC such as DEUTDEFF or DEUTDEFF500 (8 or 11 letters and digits)' }));
