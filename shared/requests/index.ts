// Request bodies and list queries of every operation (spec part 4 and assumed-operations.md).
export * from './request-money';
export * from './request-address';
export * from './payments';
export * from './collections';
export * from './onboarding';
export * from './transfers';
export * from './account-numbers';
export * from './counterparties';
export * from './payment-methods';
export * from './list-queries';
export * from './single-line-text';
export * from './bank-identifier-fields';
