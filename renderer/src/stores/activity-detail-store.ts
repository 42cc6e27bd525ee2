// The record shown in a screen's side panel: which id, its detail from the cache, and a
// quiet reload (a status change, a finished sync) that keeps the panel's content while
// the newer answer comes. An answer for an id no longer shown is dropped.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { PlainError } from '../../lib/ipc-client';
import { plainErrorOf } from '../../lib/ipc-client';

export type DetailResult<D> = { ok: true; value: D } | { ok: false; error: PlainError };

export interface DetailState<D> {
  id: string | null;
  data: D | null;
  loading: boolean;
  error: PlainError | null;
  open(id: string): Promise<void>;
  close(): void;
  /** Reads the shown id again without clearing what is shown. */
  reload(): Promise<void>;
}

export type DetailStore<D> = UseBoundStore<StoreApi<DetailState<D>>>;

export function createDetailStore<D>(fetchDetail: (id: string) => Promise<DetailResult<D>>): DetailStore<D> {
  let serial = 0;
  return create<DetailState<D>>((set, get) => {
    const read = async (id: string, quiet: boolean): Promise<void> => {
      const mine = ++serial;
      set(quiet ? { loading: true } : { id, data: null, error: null, loading: true });
      let result: DetailResult<D>;
      try {
        result = await fetchDetail(id);
      } catch (error) {
        result = { ok: false, error: plainErrorOf(error) };
      }
      if (mine !== serial || get().id !== id) return;
      if (result.ok) set({ data: result.value, error: null, loading: false });
      // A quiet reload that fails keeps the detail shown (still the cache's last answer).
      else set(quiet && get().data !== null ? { loading: false } : { data: null, error: result.error, loading: false });
    };
    return {
      id: null,
      data: null,
      loading: false,
      error: null,
      open: (id) => read(id, get().id === id && get().data !== null),
      close() {
        serial += 1;
        set({ id: null, data: null, error: null, loading: false });
      },
      async reload() {
        const id = get().id;
        if (id !== null) await read(id, true);
      },
    };
  });
}
