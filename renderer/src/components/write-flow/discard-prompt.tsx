// Escape on a write's form with something typed asks before throwing it away (a treasurer
// half-way through a payment loses nothing to one key): "Keep editing" has the focus, and
// Escape again keeps editing too; only "Discard" closes the panel.
import { useEffect, useRef } from 'react';
import type { WriteWords } from './write-words';

interface Props {
  words: WriteWords;
  onKeep: () => void;
  onDiscard: () => void;
}

export function DiscardPrompt({ words, onKeep, onDiscard }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      className="write-discard notice"
      role="alertdialog"
      aria-labelledby={`${words.idPrefix}-discard-title`}
      aria-describedby={`${words.idPrefix}-discard-text`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onKeep();
      }}
    >
      <p id={`${words.idPrefix}-discard-title`}>
        <strong>Discard this {words.what}?</strong>
      </p>
      <p id={`${words.idPrefix}-discard-text`}>What you typed is not kept, and nothing was sent.</p>
      <div className="form-actions">
        <button ref={keep} type="button" className="primary" onClick={onKeep}>
          Keep editing
        </button>
        <button type="button" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
