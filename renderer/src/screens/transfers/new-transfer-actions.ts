// The calls of the "New transfer" panel: prepare the form's values (main answers the
// read-only review, or field errors named like the form's fields) and confirm a prepared
// transfer ONCE: a second click or Enter while the first is in flight gets the same
// promise, never a second call (main dedupes the same preparedId too). After a confirm,
// the transfers, balances and outbox read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Envelope } from '../../../../shared/ipc';
import type { IpcInput, IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { methodKey } from '../../queries/ipc-queries';

/** The form's values as typed (the shared transfer form schema's input). */
export type TransferFormValues = IpcInput<'transfers.prepare'>;
export type PrepareAnswer = IpcOutput<'transfers.prepare'>;
export type PreparedTransfer = Extract<PrepareAnswer, { ok: true }>['prepared'];
export type TransferOutcome = IpcOutput<'writes.confirm'>;

export interface ConfirmChoices {
  readonly acknowledged: readonly string[];
  readonly typedEnvironment?: string;
}

export function useNewTransferActions() {
  const client = useQueryClient();
  const confirming = useRef<{ id: string; answer: Promise<Envelope<TransferOutcome>> } | null>(null);

  const prepare = useCallback((values: TransferFormValues) => ipc().call('transfers.prepare', values), []);

  const confirm = useCallback(
    (preparedId: string, choices: ConfirmChoices): Promise<Envelope<TransferOutcome>> => {
      const current = confirming.current;
      if (current !== null && current.id === preparedId) return current.answer;
      const answer = ipc()
        .call('writes.confirm', {
          preparedId,
          acknowledged: [...choices.acknowledged],
          ...(choices.typedEnvironment === undefined ? {} : { typedEnvironment: choices.typedEnvironment }),
        })
        .then(async (result) => {
          await Promise.all(
            (['transfers.list', 'transfers.detail', 'balances.list', 'outbox.list'] as const).map((method) =>
              client.invalidateQueries({ queryKey: methodKey(method) }),
            ),
          );
          return result;
        });
      confirming.current = { id: preparedId, answer };
      // A refused call (not an outcome) may be tried again with the same id.
      void answer.then((result) => {
        if (!result.ok && confirming.current?.answer === answer) confirming.current = null;
      });
      return answer;
    },
    [client],
  );

  return { prepare, confirm };
}
