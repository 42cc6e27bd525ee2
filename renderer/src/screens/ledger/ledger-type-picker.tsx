// The transaction types filter: a disclosure with one checkbox per type (none checked:
// every type). Escape, a click elsewhere or focus moving out of it (Tab to Search) closes
// it, as a listbox's popup closes.
import { useEffect, useRef } from 'react';
import { LEDGER_TRANSACTION_TYPES, type LedgerTransactionType } from '../../../../shared/schemas/enums';
import { typeLabel } from './ledger-filter-values';
import { countOf } from '../../../../shared/count-words';

export function LedgerTypePicker({ value, onChange }: { value: readonly LedgerTransactionType[]; onChange: (types: LedgerTransactionType[]) => void }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open === true && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const chosen = new Set(value);
  const summary = value.length === 0 ? 'All types' : value.length === 1 ? typeLabel(value[0] as string) : countOf(value.length, 'type', 'types');
  const toggle = (type: LedgerTransactionType, on: boolean) => onChange(LEDGER_TRANSACTION_TYPES.filter((item) => (item === type ? on : chosen.has(item))));

  return (
    <div className="ledger-filter-field">
      <span className="ledger-filter-label" id="ledger-types-label">
        Types
      </span>
      <details
        ref={details}
        className="ledger-type-picker"
        onBlur={(event) => {
          // Focus went to a control outside (no control: a click on a label inside, or another window, which the pointer handler covers).
          const to = event.relatedTarget;
          if (details.current?.open === true && to instanceof Node && !details.current.contains(to)) details.current.open = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && details.current?.open === true) {
            event.stopPropagation();
            details.current.open = false;
            details.current.querySelector('summary')?.focus();
          }
        }}
      >
        <summary aria-labelledby="ledger-types-label ledger-types-summary">
          <span id="ledger-types-summary">{summary}</span>
        </summary>
        <fieldset className="ledger-type-list">
          <legend className="visually-hidden">Transaction types to show</legend>
          {LEDGER_TRANSACTION_TYPES.map((type) => (
            <label key={type} className="ledger-type-option">
              <input type="checkbox" checked={chosen.has(type)} onChange={(event) => toggle(type, event.target.checked)} />
              {typeLabel(type)}
            </label>
          ))}
          <button type="button" onClick={() => onChange([])} disabled={value.length === 0}>
            Show every type
          </button>
        </fieldset>
      </details>
    </div>
  );
}
