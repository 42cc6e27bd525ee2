// The private key a KeyService keeps in memory while a caller holds it (`holdKey()` of
// its signer: a sync signs thousands of requests): read from the store on first use, kept
// until the last hold is released, and dropped at once whenever the key may change
// (`forget()`, called before and after every mutation), so a key of an older generation
// is never reused.
import type { KeyObject } from 'node:crypto';
import type { SigningKeyHold } from '../api/signing';

export class HeldSigningKey {
  /** Bumped whenever a key may change: a held key of an older generation is stale. */
  #generation = 0;
  /** Holds not yet released; the key is kept in memory only while this is above zero. */
  #holds = 0;
  #heldKey: { readonly generation: number; readonly key: Promise<KeyObject> } | undefined;

  /** Whether a caller holds the key (signatures then use the held copy). */
  get held(): boolean {
    return this.#holds > 0;
  }

  hold(): SigningKeyHold {
    this.#holds += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#holds -= 1;
        if (this.#holds === 0) this.#heldKey = undefined;
      },
    };
  }

  /** The held key of the current generation, read with `readKey` on first use; a failed read is not kept. */
  read(readKey: () => Promise<KeyObject>): Promise<KeyObject> {
    const generation = this.#generation;
    if (this.#heldKey?.generation === generation) return this.#heldKey.key;
    const key = readKey();
    const entry = { generation, key };
    this.#heldKey = entry;
    key.catch(() => {
      if (this.#heldKey === entry) this.#heldKey = undefined;
    });
    return key;
  }

  /** A key may change: a held copy is dropped, and one read while the store changes is never reused. */
  forget(): void {
    this.#generation += 1;
    this.#heldKey = undefined;
  }
}
