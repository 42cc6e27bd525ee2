// The errors of a CSV export, each with a stable code. Messages name the path the person
// gave (never the temporary file) and say what is wrong and what to do. `inputToFix` is
// true when the person must change something (another path, --force, a folder's
// permissions): the CLI exits 2 then; a full disk or an I/O error is a failure (exit 1)
// and leaves the destination as it was.
import { TreasuryError, type PerAudience, type TreasuryErrorKind } from '../../shared/errors';

export type CsvExportErrorCode =
  /** `--out ''` (or only spaces). */
  | 'no_file_name'
  /** The folder the file would go in does not exist. */
  | 'folder_missing'
  /** A part of the path that must be a folder is a file. */
  | 'not_a_folder'
  /** The path itself is a folder. */
  | 'is_folder'
  /** A device, named pipe, socket or symbolic link is at the path. */
  | 'not_a_file'
  /** A regular file is at the path and the caller did not ask to replace it. */
  | 'exists'
  | 'no_permission'
  | 'read_only'
  /** The path is too long, or the options do not make sense together. */
  | 'invalid_options'
  /** The disk (or the quota) is full: a failure, not an input to fix. */
  | 'disk_full'
  /** Any other write error (I/O error...): a failure. */
  | 'write_failed';

const FAILURES: ReadonlySet<CsvExportErrorCode> = new Set(['disk_full', 'write_failed']);

export class CsvExportError extends TreasuryError {
  override readonly name = 'CsvExportError';
  /** True when the person must change the command (exit 2); false for a failure such as a full disk (exit 1). */
  readonly inputToFix: boolean;
  constructor(
    message: string,
    readonly code: CsvExportErrorCode = 'invalid_options',
    options: { cause?: unknown; remedy?: PerAudience } = {},
  ) {
    super(message, options);
    this.inputToFix = !FAILURES.has(code);
  }

  get kind(): TreasuryErrorKind {
    return this.inputToFix ? 'input' : 'failed';
  }
}

export const errnoOf = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** `Cannot write <given>: <what>.` */
export function cannotWrite(given: string, code: CsvExportErrorCode, what: string, cause?: unknown, remedy?: PerAudience): CsvExportError {
  return new CsvExportError(`Cannot write ${given}: ${what}.`, code, { ...(cause === undefined ? {} : { cause }), ...(remedy === undefined ? {} : { remedy }) });
}

/** A failed write, fsync, close or rename while the data goes out (`target`: the path as given, or "standard output"). */
export function writeFailure(target: string, error: unknown, keptNote: string): CsvExportError {
  switch (errnoOf(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new CsvExportError(`Could not write ${target}: the disk is full${keptNote}. Free some space and export again.`, 'disk_full', { cause: error });
    case 'EFBIG':
      return new CsvExportError(`Could not write ${target}: the file is too large for its file system${keptNote}.`, 'write_failed', { cause: error });
    case 'EIO':
      return new CsvExportError(`Could not write ${target}: the disk reported an input/output error${keptNote}.`, 'write_failed', { cause: error });
    default: {
      const code = errnoOf(error);
      return new CsvExportError(`Could not write ${target}${code === undefined ? '' : ` (${code})`}${keptNote}.`, 'write_failed', { cause: error });
    }
  }
}

/**
 * The error of creating (or renaming onto) a file in `folder`, for the path `given`.
 * ENOENT means the folder is gone; EACCES/EPERM that it cannot be written; and so on.
 */
export function pathFailure(given: string, folder: string, error: unknown): CsvExportError {
  switch (errnoOf(error)) {
    case 'ENOENT':
      return cannotWrite(given, 'folder_missing', `the folder ${folder} does not exist; create it first or give another path`, error);
    case 'ENOTDIR':
      return cannotWrite(given, 'not_a_folder', `part of ${folder} is a file, not a folder`, error);
    case 'EACCES':
    case 'EPERM':
      return cannotWrite(given, 'no_permission', `no permission to write in ${folder}; give a path in a folder you can write to`, error);
    case 'EROFS':
      return cannotWrite(given, 'read_only', `${folder} is on a read-only file system; give a path on a writable disk`, error);
    case 'EISDIR':
      return cannotWrite(given, 'is_folder', `${given} is a folder: give a file name`, error);
    case 'ENAMETOOLONG':
      return cannotWrite(given, 'invalid_options', 'the path is too long; give a shorter one', error);
    case 'ELOOP':
      return cannotWrite(given, 'not_a_folder', `${folder} goes through a loop of symbolic links`, error);
    default:
      return writeFailure(given, error, `; ${given} was left as it was`);
  }
}
