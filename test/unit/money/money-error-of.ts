// The MoneyInputError a call throws (failing the test if it throws nothing or something else).
import { MoneyInputError } from '../../../shared/money';

export function errorOf(run: () => unknown): MoneyInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyInputError) return error;
    throw error;
  }
  throw new Error('expected a MoneyInputError');
}
