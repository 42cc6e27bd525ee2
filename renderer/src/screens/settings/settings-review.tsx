// A review in Settings (switching to Production, a different server): a region named by its
// heading that takes focus when it appears, so a screen reader reads it and the keyboard is
// in it, and that Escape cancels.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  className: string;
  /** The id of the review's heading, which names the region. */
  titleId: string;
  onCancel: () => void;
  children: ReactNode;
}

export function SettingsReview({ className, titleId, onCancel, children }: Props) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <section
      ref={region}
      className={className}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {children}
    </section>
  );
}
