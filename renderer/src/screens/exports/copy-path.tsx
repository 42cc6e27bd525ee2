// A file path shown whole (a path truncated in the middle cannot be found again), in the
// monospace face, with a copy button. It wraps after a separator first (<wbr>), so a
// narrow column breaks it into folders, not into single characters.
import { Fragment, useState } from 'react';

/** The path with a line-break opportunity after each / or \\. */
function pathWithBreaks(path: string) {
  return path.split(/(?<=[/\\])/).map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ));
}

export function CopyPath({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy-path">
      <code className="export-path">{pathWithBreaks(path)}</code>
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
