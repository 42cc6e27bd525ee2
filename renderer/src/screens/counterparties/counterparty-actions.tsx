// What can be done with the counterparty shown: edit it, add a payment method, archive it.
// Each opens its form in the side panel in place of the detail; an archived counterparty
// (or one the server no longer lists) offers none of them and says why. Where the
// environment cannot send, each says so and leads to Settings (write-start.tsx).
import { useWriteStart, WriteStartButton } from '../../components/write-flow/write-start';
import type { ShownCounterparty } from '../../stores/counterparty-write-store';
import { useCounterpartyWrite } from '../../stores/counterparty-write-store';

export function CounterpartyActions({ counterparty }: { counterparty: ShownCounterparty }) {
  const open = useCounterpartyWrite((state) => state.open);
  const start = useWriteStart();
  if (counterparty.status === 'archived') return <p className="muted">Archived: it can no longer be paid or changed.</p>;
  if (counterparty.goneAt !== null) return null;
  return (
    <div className="counterparty-actions" role="group" aria-label="Counterparty actions">
      <WriteStartButton label="Edit" start={start} onStart={() => open({ kind: 'edit', counterparty })} />
      <WriteStartButton label="Add a payment method" start={start} onStart={() => open({ kind: 'method', counterparty })} />
      <WriteStartButton label="Archive…" start={start} onStart={() => open({ kind: 'archive', counterparty })} />
    </div>
  );
}
