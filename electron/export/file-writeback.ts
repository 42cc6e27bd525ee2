// A large file's bytes go to the disk while it is still being written, not all at the
// fsync at its end: after every WRITEBACK_BYTES handed to the file, a datasync starts in
// the background (one at a time, never awaited by the writing), so the disk writes what
// was written so far while the rest is made. The fsync that ends the file then has little
// left to write: with the kernel's default dirty-page limits (10 % of memory before it
// writes back by itself) a 650 MB statement otherwise waited 1-1.5 s for the disk after its
// last byte. A failed datasync fails the file (settle() throws it): Linux reports a write
// error to one sync only, so the final fsync could succeed over lost pages.
import type { FileHandle } from 'node:fs/promises';

/** Bytes handed to the file between two background datasyncs. */
export const WRITEBACK_BYTES = 32 * 1024 * 1024;

export interface FileWriteback {
  /** Told the bytes handed to the file so far (after each chunk). */
  handed(bytes: number): void;
  /** Waits for the datasync under way; throws the first one's failure. */
  settle(): Promise<void>;
}

export function fileWriteback(handle: FileHandle, every = WRITEBACK_BYTES): FileWriteback {
  let pending: Promise<void> | undefined;
  let failure: { readonly error: unknown } | undefined;
  let synced = 0;
  return {
    handed(bytes) {
      if (pending !== undefined || failure !== undefined || bytes - synced < every) return;
      synced = bytes;
      pending = handle.datasync().then(
        () => undefined,
        (error: unknown) => {
          failure ??= { error };
        },
      ).finally(() => {
        pending = undefined;
      });
    },
    async settle() {
      await pending;
      if (failure !== undefined) throw failure.error;
    },
  };
}
