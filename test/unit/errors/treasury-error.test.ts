// TreasuryError: its kind decides the CLI's exit code (one function, the README's table),
// and toPlain() is exactly the IPC error shape, for one real error class of each kind.
import { describe, expect, it } from 'vitest';
import { InvalidRequestError, NetworkError, RequestAbortedError } from '../../../electron/api/api-errors';
import { CanonicalJsonError } from '../../../electron/audit/canonical-json';
import { CommandFailure, EXIT, exitCodeOf, exitCodeOfKind } from '../../../electron/cli/cli-errors';
import { CsvExportError } from '../../../electron/export';
import { NotConfiguredError } from '../../../electron/host';
import { journalDamagedError } from '../../../electron/journal/journal-errors';
import { KeychainUnavailableError, MissingApiKeyError, SigningKeyExistsError } from '../../../electron/secrets';
import { ConfirmationRefusedError } from '../../../electron/write-flows';
import { TREASURY_ERROR_KINDS, TreasuryError, type PlainError, type TreasuryErrorKind } from '../../../shared/errors';
import { MoneyInputError } from '../../../shared/money/money-errors';

const EXPECTED_EXIT: Record<TreasuryErrorKind, number> = {
  input: 2, not_configured: 3, keychain_unavailable: 4, offline: 5, refused: 1, conflict: 1, damaged: 1, failed: 1, interrupted: 130, internal: 1,
};

describe('the exit code of each kind', () => {
  it.each(TREASURY_ERROR_KINDS.map((kind) => [kind, EXPECTED_EXIT[kind]] as const))('%s exits %i', (kind, code) => {
    expect(exitCodeOfKind(kind)).toBe(code);
  });

  it('a command failure keeps the exit code it was given, through its kind', () => {
    for (const code of [EXIT.failed, EXIT.usage, EXIT.notConfigured, EXIT.keychainUnavailable, EXIT.offline, EXIT.interrupted]) {
      const failure = new CommandFailure('x', code);
      expect([failure.exitCode, exitCodeOf(failure)]).toEqual([code, code]);
    }
  });

  it('a new error class gets its exit code from its kind alone', () => {
    class LaterError extends TreasuryError {
      readonly kind = 'offline';
      readonly code = 'later';
    }
    expect(exitCodeOf(new LaterError('Not reachable.'))).toBe(EXIT.offline);
  });
});

const fields = [{ field: 'amount.value', message: 'must be more than 0', extra: 'dropped' }];
const ONE_OF_EACH_KIND: ReadonlyArray<readonly [TreasuryErrorKind, TreasuryError, PlainError]> = [
  ['input', new MoneyInputError('negative', 'An amount cannot be negative.'), { kind: 'input', code: 'negative', message: 'An amount cannot be negative.', retryable: false }],
  ['not_configured', new NotConfiguredError('No server is set.'), { kind: 'not_configured', code: 'not_configured', message: 'No server is set.', retryable: false }],
  ['keychain_unavailable', new KeychainUnavailableError('locked'), { kind: 'keychain_unavailable', code: 'keychain_unavailable', message: new KeychainUnavailableError('locked').message, retryable: false }],
  ['offline', new NetworkError({ type: 'connection_error', code: 'connection_refused', message: 'Could not reach the Payments API.', status: 0, retryable: true, cause: new Error('ECONNREFUSED 127.0.0.1') }),
    { kind: 'offline', code: 'connection_refused', message: 'Could not reach the Payments API.', retryable: true }],
  ['refused', new InvalidRequestError({ type: 'invalid_request_error', code: 'validation_failed', message: 'Validation failed.', status: 400, requestId: 'req_1', retryable: false, fields }),
    { kind: 'refused', code: 'validation_failed', message: 'Validation failed.', requestId: 'req_1', retryable: false, fields: [{ field: 'amount.value', message: 'must be more than 0' }] }],
  ['conflict', new SigningKeyExistsError('sandbox'), { kind: 'conflict', code: 'signing_key_exists', message: new SigningKeyExistsError('sandbox').message, retryable: false }],
  ['damaged', journalDamagedError('/data/journal.db', 'not a database', new Error('SQLITE_NOTADB')),
    { kind: 'damaged', code: 'journal_damaged', message: journalDamagedError('/data/journal.db', 'not a database').message, retryable: false }],
  ['failed', new CsvExportError('Could not write out.csv: the disk is full.', 'disk_full'), { kind: 'failed', code: 'disk_full', message: 'Could not write out.csv: the disk is full.', retryable: false }],
  ['interrupted', new RequestAbortedError({ type: 'aborted', code: 'request_aborted', message: 'The request was aborted.', status: 0, retryable: false }),
    { kind: 'interrupted', code: 'request_aborted', message: 'The request was aborted.', retryable: false }],
  ['internal', new CanonicalJsonError('data.x is not a finite number'), { kind: 'internal', code: 'not_canonical_json', message: 'data.x is not a finite number', retryable: false }],
];

describe('toPlain() is exactly the IPC error shape', () => {
  it('covers every kind', () => {
    expect(ONE_OF_EACH_KIND.map(([kind]) => kind)).toEqual([...TREASURY_ERROR_KINDS]);
  });

  it.each(ONE_OF_EACH_KIND)('%s', (kind, error, plain) => {
    expect(error).toBeInstanceOf(TreasuryError);
    expect(error.kind).toBe(kind);
    expect(error.toPlain('window')).toStrictEqual(plain);
    // Plain data: it survives JSON (structured clone over IPC) unchanged, with no cause or stack.
    expect(JSON.parse(JSON.stringify(error.toPlain('window')))).toStrictEqual(plain);
  });

  it('a refused confirmation is plain data too (its checks stay on the error)', () => {
    const error = new ConfirmationRefusedError('blocked', 'Not sent: blocked.', [{ code: 'insufficient_balance', severity: 'block', message: 'Not enough.' }] as never);
    expect(error.toPlain('window')).toStrictEqual({ kind: 'refused', code: 'blocked', message: 'Not sent: blocked.', retryable: false });
  });

  it('an error with a remedy says what happened, then what to do in each audience\'s words', () => {
    const error = new MissingApiKeyError('sandbox');
    expect(error.message).toBe('No API key for the sandbox environment.');
    expect(error.messageFor('cli')).toBe('No API key for the sandbox environment. Set one with `keys set-api-key`.');
    expect(error.toPlain('window')).toStrictEqual({
      kind: 'not_configured', code: 'missing_api_key', message: 'No API key for the sandbox environment. Set it in Settings (API key).', remedy: 'Set it in Settings (API key).', retryable: false,
    });
    expect(error.toPlain('cli').remedy).toBe('Set one with `keys set-api-key`.');
  });
});
