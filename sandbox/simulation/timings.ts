// Every simulated duration, in seconds of simulated time. sandbox/README.md lists them.

/** created -> next state (processing, requires_action or in_review) for every rail but open. */
export const PAYMENT_ACCEPT_SECONDS = 10;
/** How long a forced `requires_action` or `in_review` lasts before processing resumes. */
export const PAYMENT_HOLD_SECONDS = 3600;
/** processing -> completed (or failed), per rail; ACH depends on achType (see achSettlementSeconds). */
export const PROCESSING_SECONDS = {
  fedwire: 1800,
  swift: 2 * 86400,
  ach_standard: 86400,
} as const;
/** processing -> confirmed per crypto network. */
export const CRYPTO_CONFIRMATION_SECONDS = { ethereum: 180, solana: 15, base: 30, ink: 30, sui: 10 } as const;
/** completed -> returned (forced ACH return), within the 60-day window. */
export const RETURN_AFTER_SECONDS = 2 * 86400;
/** completed -> reversed / refunded (forced). */
export const REVERSAL_AFTER_SECONDS = 86400;
/** The ACH return window (spec part 8). */
export const ACH_RETURN_WINDOW_SECONDS = 60 * 86400;

/** Collections: pending -> submitted -> processing -> completed. */
export const COLLECTION_SUBMIT_SECONDS = 60;
export const COLLECTION_PROCESSING_AFTER_SECONDS = 3600;
export const COLLECTION_SETTLE_SECONDS = 86400;
/** A collection return that the account cannot cover yet is retried this often. */
export const COLLECTION_RETURN_RETRY_SECONDS = 3600;

/** Onboarding: pending -> processing -> completed/failed. */
export const ONBOARDING_PROCESSING_SECONDS = 30;
export const ONBOARDING_DECISION_SECONDS = 300;

/** Forced pending transfers complete after this long. */
export const TRANSFER_PENDING_SECONDS = 60;

/** A payment method forced `pending` becomes `active` after this long. */
export const PAYMENT_METHOD_PENDING_SECONDS = 300;
