// The calls of every write's panel: prepare the form's values (main answers the read-only
// review, or field errors named like the form's fields) and confirm a prepared
// instruction ONCE: a second click or Enter while the first is in flight gets the same
// promise, never a second call (main dedupes the same preparedId too). After a confirm,
// the lists the write changes, and the outbox, are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Envelope, MoneyMovementMethod, WriteOutcomeView } from '../../../../shared/ipc';
import type { IpcInput, IpcMethod, IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { methodKey } from '../../queries/ipc-queries';

/** Every method that prepares a write (its input is the write's shared form schema). */
export type PrepareMethod = Exclude<MoneyMovementMethod, 'writes.confirm'>;
export type PrepareAnswer = IpcOutput<'transfers.prepare'>;

export interface ConfirmChoices {
  readonly acknowledged: readonly string[];
  readonly typedEnvironment?: string;
}

export interface WriteActions<M extends PrepareMethod> {
  prepare(values: IpcInput<M>): Promise<Envelope<PrepareAnswer>>;
  confirm(preparedId: string, choices: ConfirmChoices): Promise<Envelope<WriteOutcomeView>>;
}

/** `invalidates`: the read methods whose answers the write changes (the outbox is always read again). */
export function useWriteActions<M extends PrepareMethod>(method: M, invalidates: readonly IpcMethod[]): WriteActions<M> {
  const client = useQueryClient();
  const confirming = useRef<{ id: string; answer: Promise<Envelope<WriteOutcomeView>> } | null>(null);
  const stale = invalidates.join(' ');

  const prepare = useCallback((values: IpcInput<M>) => ipc().call(method, { ...values, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }) as Promise<Envelope<PrepareAnswer>>, [method]);

  const confirm = useCallback(
    (preparedId: string, choices: ConfirmChoices): Promise<Envelope<WriteOutcomeView>> => {
      const current = confirming.current;
      if (current !== null && current.id === preparedId) return current.answer;
      const answer = ipc()
        .call('writes.confirm', {
          preparedId,
          acknowledged: [...choices.acknowledged],
          ...(choices.typedEnvironment === undefined ? {} : { typedEnvironment: choices.typedEnvironment }),
        })
        .then(async (result) => {
          const methods = [...new Set([...stale.split(' ').filter((name) => name !== ''), 'outbox.list'])] as IpcMethod[];
          await Promise.all(methods.map((name) => client.invalidateQueries({ queryKey: methodKey(name) })));
          return result;
        });
      confirming.current = { id: preparedId, answer };
      // A refused call (not an outcome) may be tried again with the same id.
      void answer.then((result) => {
        if (!result.ok && confirming.current?.answer === answer) confirming.current = null;
      });
      return answer;
    },
    [client, stale],
  );

  return { prepare, confirm };
}
