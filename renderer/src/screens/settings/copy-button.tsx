// Copies a PUBLIC value (a public key) to the clipboard and says so; never used for a secret.
import { useState } from 'react';

export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed'); // e.g. a browser that refuses clipboard access: the text is selectable
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="copy-button" onClick={() => void copy()} aria-label={state === 'copied' ? `${what} copied` : `Copy ${what}`}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy it by hand' : 'Copy'}
    </button>
  );
}
