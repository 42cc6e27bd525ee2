// Types of build/cli-bundle.mjs (plain JavaScript: bin/treasury.mjs runs it without a compiler).

/** True when every file the bundle in `out` was built from is as it was then. */
export function isFresh(out: string): boolean;
/** Builds the bundle into `out` (a folder inside the project). */
export function buildCliBundle(out: string): Promise<void>;
/** The bundle's entry, built first when missing or stale. `out` defaults to dist/cli. */
export function ensureCliBundle(out?: string): Promise<string>;
