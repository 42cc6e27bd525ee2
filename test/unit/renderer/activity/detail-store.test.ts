// The side panel's record: opening an id, a later open winning over an earlier answer, a
// quiet reload that keeps the shown detail when it fails, closing.
import { describe, expect, it } from 'vitest';
import { createDetailStore, type DetailResult } from '../../../../renderer/src/stores/activity-detail-store';

type Detail = { id: string; status: string };

function fakeDetail() {
  const calls: Array<{ id: string; answer(result: DetailResult<Detail>): void }> = [];
  const fetch = (id: string) => new Promise<DetailResult<Detail>>((resolve) => calls.push({ id, answer: resolve }));
  return { calls, fetch };
}

const refused: DetailResult<Detail> = { ok: false, error: { kind: 'input', code: 'not_found', message: 'pmt_x is not in this app\u2019s records.', retryable: false } };

describe('activity detail store', () => {
  it('shows the last id opened, whatever order the answers come in', async () => {
    const { calls, fetch } = fakeDetail();
    const store = createDetailStore<Detail>(fetch);
    const first = store.getState().open('pmt_1');
    const second = store.getState().open('pmt_2');
    expect(store.getState()).toMatchObject({ id: 'pmt_2', data: null, loading: true });
    calls[1]!.answer({ ok: true, value: { id: 'pmt_2', status: 'created' } });
    calls[0]!.answer({ ok: true, value: { id: 'pmt_1', status: 'failed' } });
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ id: 'pmt_2', data: { id: 'pmt_2' }, loading: false, error: null });
  });

  it('reloads quietly: the shown detail stays while it reads, and when the read fails', async () => {
    const { calls, fetch } = fakeDetail();
    const store = createDetailStore<Detail>(fetch);
    const opening = store.getState().open('pmt_1');
    calls[0]!.answer({ ok: true, value: { id: 'pmt_1', status: 'processing' } });
    await opening;
    const reloading = store.getState().reload();
    expect(store.getState().data).toEqual({ id: 'pmt_1', status: 'processing' });
    calls[1]!.answer(refused);
    await reloading;
    expect(store.getState()).toMatchObject({ data: { status: 'processing' }, error: null, loading: false });
    const again = store.getState().reload();
    calls[2]!.answer({ ok: true, value: { id: 'pmt_1', status: 'completed' } });
    await again;
    expect(store.getState().data?.status).toBe('completed');
  });

  it('says why a record cannot be shown, and closing drops a late answer', async () => {
    const { calls, fetch } = fakeDetail();
    const store = createDetailStore<Detail>(fetch);
    const opening = store.getState().open('pmt_x');
    calls[0]!.answer(refused);
    await opening;
    expect(store.getState()).toMatchObject({ id: 'pmt_x', data: null, error: { code: 'not_found' } });
    const late = store.getState().open('pmt_1');
    store.getState().close();
    calls[1]!.answer({ ok: true, value: { id: 'pmt_1', status: 'created' } });
    await late;
    expect(store.getState()).toMatchObject({ id: null, data: null, error: null, loading: false });
    await store.getState().reload();
    expect(calls).toHaveLength(2);
  });
});
