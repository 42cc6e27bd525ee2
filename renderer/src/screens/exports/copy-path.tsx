// A file path shown whole (a path truncated in the middle cannot be found again), in the
// monospace face, with a copy button.
import { useState } from 'react';

export function CopyPath({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy-path">
      <code className="export-path">{path}</code>
      <button
        type="button"
        className="copy-button"
        aria-label={copied ? `Copied ${path}` : `Copy path ${path}`}
        onClick={() => {
          void navigator.clipboard?.writeText(path).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {copied ? 'Copied' : 'Copy path'}
      </button>
    </span>
  );
}
