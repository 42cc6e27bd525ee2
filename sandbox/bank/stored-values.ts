// The sandbox stores only resources it built itself from requests its strict schemas
// accepted, so every enum field it stores holds a known value. The shared response types
// also allow a value a newer API adds (for the app: shared/schemas/known-or-unknown.ts);
// this narrows a stored field back to the known values, and fails loudly if the store ever
// held another (a bug of the sandbox, never a state it serves).
import { isKnownValue } from '../../shared/schemas';

export function storedKnown<const T extends string>(known: readonly T[], value: string, field: string): T {
  if (!isKnownValue(known, value)) throw new Error(`sandbox store: ${field} ${JSON.stringify(value)} is not one of ${known.join(', ')}`);
  return value;
}
