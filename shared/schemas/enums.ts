// Every enum of the spec, exactly as it lists them (spec parts 2 and 4).
// Each is a readonly tuple so that zod schemas, the sandbox and the UI share one list.

export const RAILS = ['ach', 'fedwire', 'swift', 'crypto', 'open'] as const;
export type Rail = (typeof RAILS)[number];

export const PAYMENT_STATUSES = ['created', 'requires_action', 'in_review', 'processing', 'completed', 'returned', 'reversed', 'refunded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const TERMINAL_PAYMENT_STATUSES = ['completed', 'returned', 'reversed', 'refunded', 'failed', 'canceled'] as const satisfies readonly PaymentStatus[];

export const PAYMENT_REQUIRES_ACTION_REASONS = ['cop_required', 'beneficiary_verification_required', 'rfi_pending', 'quote_expired', 'return_action_required', 'compliance_hold', 'travel_rule_required'] as const;
export const AMOUNT_INPUT_SIDES = ['send', 'receive'] as const;
export const EXECUTION_PREFERENCES = ['use_quote', 'at_market'] as const;
export const CANCELLATION_STATES = ['cancelable', 'not_cancelable'] as const;

export const PURPOSES = ['goods_and_services', 'intercompany_transfer', 'investments', 'payroll', 'treasury_management', 'pension', 'tax_payment', 'trade_of_goods', 'financial_services', 'donations_and_charity', 'rent_and_lease', 'reimbursement', 'salary_and_compensation', 'other'] as const;
export type Purpose = (typeof PURPOSES)[number];

export const ACH_RETURN_CODES = ['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10', 'R11', 'R13', 'R14', 'R15', 'R16', 'R17', 'R20', 'R23', 'R29', 'R51'] as const;
export type AchReturnCode = (typeof ACH_RETURN_CODES)[number];

export const CRYPTO_NETWORKS = ['ethereum', 'solana', 'base', 'ink', 'sui'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
export const CRYPTO_TRANSFER_STATUSES = ['pending_confirmation', 'confirmed', 'failed'] as const;

export const ACH_TYPES = ['standard', 'same_day'] as const;
export const SEC_CODES = ['WEB', 'PPD', 'CCD'] as const;
export const CHARGE_BEARERS = ['OUR', 'SHA', 'BEN'] as const;

export const COLLECTION_STATUSES = ['pending', 'requires_action', 'submitted', 'processing', 'completed', 'returned', 'failed', 'canceled'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
/** Not stated by the spec; a collection in these states moves no further except `completed`, which may still be returned within 60 days. */
export const TERMINAL_COLLECTION_STATUSES = ['completed', 'returned', 'failed', 'canceled'] as const satisfies readonly CollectionStatus[];
export const COLLECTION_RAILS = ['ach'] as const;
export const COLLECTION_REQUIRES_ACTION_REASONS = ['compliance_hold', 'rfi_pending', 'authorization_required'] as const;

export const ONBOARDING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const KYB_STATUSES = ['not_started', 'pending', 'approved', 'rejected', 'requires_info'] as const;
export const ENTITY_TYPES = ['individual', 'business'] as const;
export const BUSINESS_STRUCTURES = ['corporation', 'llc', 'llp', 'partnership', 'sole_proprietorship', 'trust', 'non_profit', 'government_entity'] as const;
export const INDUSTRY_CODES = ['money_services', 'banking', 'fintech', 'crypto_exchange', 'payments', 'remittance', 'insurance', 'lending', 'real_estate', 'import_export', 'professional_services', 'technology', 'gambling', 'precious_metals', 'consulting', 'legal_services', 'ecommerce', 'manufacturing', 'other'] as const;

export const TRANSFER_STATUSES = ['pending', 'completed', 'failed'] as const;

export const ACCOUNT_NUMBER_TYPES = ['us_ach', 'us_fedwire'] as const;
export const ACCOUNT_NUMBER_STATUSES = ['active', 'suspended', 'closed'] as const;
export const DEPOSIT_INSTRUCTION_KINDS = ['bank_account_number', 'blockchain_address'] as const;

export const PAYMENT_METHOD_TYPES = ['us_bank', 'international_bank', 'crypto_wallet', 'open'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const PAYMENT_METHOD_STATUSES = ['pending', 'active', 'rejected'] as const;
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const VALIDATION_RESULTS = ['verified', 'partial_match', 'no_match', 'unverified', 'mismatch', 'unavailable', 'not_required', 'error'] as const;

export const LEDGER_TRANSACTION_TYPES = ['payment_out', 'payment_in', 'conversion_debit', 'conversion_credit', 'transfer_out', 'transfer_in', 'fee', 'auto_conversion_debit', 'auto_conversion_credit', 'adjustment', 'reversal', 'collection_in', 'collection_fee', 'collection_reversal'] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];
/** The entries that reverse another (a return after completion): a sync re-reads what they reverse. */
export const isLedgerReversal = (entry: { readonly type: string }): boolean => entry.type === 'reversal' || entry.type === 'collection_reversal';
export const LEDGER_DIRECTIONS = ['debit', 'credit'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];
export const LEDGER_REFERENCE_TYPES = ['payment', 'inbound_payment', 'conversion', 'transfer', 'refund', 'collection'] as const;

export const COUNTERPARTY_STATUSES = ['active', 'archived'] as const;

export const RAIL_STATUSES = ['active', 'limited', 'maintenance'] as const;

export const WEBHOOK_SUBSCRIPTION_STATUSES = ['active', 'suspended', 'disabled'] as const;

/** Account (assumed-operations.md). */
export const ACCOUNT_STATUSES = ['active', 'frozen', 'closed'] as const;

/** Key roles (spec 5.2). */
export const KEY_ROLES = ['read', 'write'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];

export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
