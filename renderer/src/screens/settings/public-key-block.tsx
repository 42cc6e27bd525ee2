// One form of a public key (Base64 of the raw key, or PEM) with its copy button: the
// setup's step 3 and a rotation's new key show the same block.
import { CopyButton } from './copy-button';

interface Props {
  heading: string;
  /** What the copy button copies, in words: "the public key in PEM". */
  what: string;
  text: string;
  format: 'base64' | 'pem';
  /** The block's `data-public-key` (tests find the key by it). */
  name: string;
  headingId?: string;
}

export function PublicKeyBlock({ heading, what, text, format, name, headingId }: Props) {
  return (
    <div className="public-key-block">
      <div className="public-key-heading">
        <h4 id={headingId}>{heading}</h4>
        <CopyButton text={text} what={what} />
      </div>
      {format === 'pem' ? (
        <pre className="public-key-text" data-public-key={name}>
          {text}
        </pre>
      ) : (
        <code className="public-key-text" data-public-key={name}>
          {text}
        </code>
      )}
    </div>
  );
}
