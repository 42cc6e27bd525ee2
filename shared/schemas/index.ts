// The domain model: runtime schemas and types for every resource (spec part 2 and
// assumed-operations.md). Response schemas accept unknown fields (bounded in depth,
// json-depth.ts) and keep unknown values of enums the API may grow (known-or-unknown.ts).
export * from './enums';
export * from './common';
export * from './payment';
export * from './collection';
export * from './onboarding';
export * from './transfer';
export * from './account-funding';
export * from './payment-method';
export * from './ledger-transaction';
export * from './counterparty';
export * from './rail';
export * from './webhook-subscription';
export * from './account';
export * from './known-or-unknown';
export * from './json-depth';
export * from './response-money';
