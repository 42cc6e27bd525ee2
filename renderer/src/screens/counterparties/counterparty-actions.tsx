// What can be done with the counterparty shown: edit it, add a payment method, archive it.
// Each opens its form in the side panel in place of the detail; an archived counterparty
// (or one the server no longer lists) offers none of them and says why.
import type { ShownCounterparty } from './counterparty-write-store';
import { useCounterpartyWrite } from './counterparty-write-store';

export function CounterpartyActions({ counterparty }: { counterparty: ShownCounterparty }) {
  const open = useCounterpartyWrite((state) => state.open);
  if (counterparty.status === 'archived') return <p className="muted">Archived: it can no longer be paid or changed.</p>;
  if (counterparty.goneAt !== null) return null;
  return (
    <div className="counterparty-actions" role="group" aria-label="Counterparty actions">
      <button type="button" onClick={() => open({ kind: 'edit', counterparty })}>
        Edit
      </button>
      <button type="button" onClick={() => open({ kind: 'method', counterparty })}>
        Add a payment method
      </button>
      <button type="button" onClick={() => open({ kind: 'archive', counterparty })}>
        Archive…
      </button>
    </div>
  );
}
