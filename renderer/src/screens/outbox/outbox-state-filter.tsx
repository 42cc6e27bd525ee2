// Filter the outbox by state: tick the states to show (none ticked: every state).
import { useOutboxFilter } from '../../stores/outbox-filter-store';
import { OUTBOX_STATES, STATE_LABELS } from './outbox-labels';

export function OutboxStateFilter() {
  const states = useOutboxFilter((state) => state.states);
  const setStates = useOutboxFilter((state) => state.setStates);
  return (
    <fieldset className="outbox-state-filter">
      <legend>State (none ticked: all)</legend>
      {OUTBOX_STATES.map((name) => (
        <label key={name} className="outbox-checkbox">
          <input
            type="checkbox"
            checked={states.includes(name)}
            onChange={(event) => setStates(event.target.checked ? OUTBOX_STATES.filter((s) => s === name || states.includes(s)) : states.filter((s) => s !== name))}
          />
          {STATE_LABELS[name]}
        </label>
      ))}
      {states.length > 0 && (
        <button type="button" onClick={() => setStates([])}>
          Show all states
        </button>
      )}
    </fieldset>
  );
}
