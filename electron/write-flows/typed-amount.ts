// A typed amount and its currency as exact minor units, or a field problem: the rule is
// the forms' own (shared/forms/typed-amount.ts), checked again here.
import { readTypedAmount as readShared, type TypedAmountOptions } from '../../shared/forms/typed-amount';
import type { MinorAmount } from '../pre-send-checks';
import type { FieldProblems } from './field-problems';

export type { TypedAmountOptions };

export function readTypedAmount(
  amount: string | undefined,
  currency: string | undefined,
  problems: FieldProblems,
  options: TypedAmountOptions = {},
): MinorAmount | undefined {
  const read = readShared(amount, currency, options);
  if (!read.ok) {
    problems.add(read.field, read.message);
    return undefined;
  }
  return { currency: read.currency, minor: read.minor };
}
