// A multiple-choice filter (statuses, rails, accounts) that takes little room: a native
// <details> disclosure (Enter or Space opens it) with one checkbox per value. Escape or
// a click elsewhere closes it. Nothing ticked means "any".
import { useEffect, useRef } from 'react';

export interface ChecklistOption {
  readonly value: string;
  readonly label: string;
}

export function checklistSummary(options: readonly ChecklistOption[], selected: readonly string[]): string {
  if (selected.length === 0) return 'Any';
  if (selected.length === 1) return options.find((option) => option.value === selected[0])?.label ?? selected[0] ?? '';
  return `${selected.length} selected`;
}

export function FilterChecklist({ label, options, selected, onChange }: { label: string; options: readonly ChecklistOption[]; selected: readonly string[]; onChange: (next: string[]) => void }) {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const toggle = (value: string, on: boolean) => {
    const next = on ? [...selected, value] : selected.filter((item) => item !== value);
    // Keep the options' order, so the filter (and an export of it) reads the same way.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };

  return (
    <details
      ref={details}
      className={`filter-checklist${selected.length > 0 ? ' filter-checklist-active' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          event.stopPropagation();
          details.current.open = false;
          details.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary>
        <span className="filter-checklist-label">{label}</span> {checklistSummary(options, selected)}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="check-option">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
