// An identifier (`pmt_...`, a request id) in a monospace face, truncated in the middle,
// the full value on hover and for assistive technology, with a copy button.
import { useState } from 'react';
import { middleTruncate } from './middle-truncate';

export function Identifier({ value, keep = 18, copy = true }: { value: string; keep?: number; copy?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="identifier">
      <code title={value} aria-label={value}>
        {middleTruncate(value, keep)}
      </code>
      {copy && (
        <button
          type="button"
          className="copy-button"
          aria-label={copied ? `Copied ${value}` : `Copy ${value}`}
          onClick={(event) => {
            event.stopPropagation();
            void navigator.clipboard?.writeText(value).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            });
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      )}
    </span>
  );
}
