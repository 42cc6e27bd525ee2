// A review in Settings (switching to Production, a different server): a region named by its
// heading that takes focus when it appears, so a screen reader reads it and the keyboard is
// in it, and that Escape cancels. When it goes (canceled, or done) and focus went with it
// (to <body>), focus goes back to where the review came from: the control that opened it,
// or where `returnFocus` says (the opener is given, null when it is gone from the page).
import { useEffect, useRef, type ReactNode } from 'react';
import { focusIsIdle } from '../../components/focus-when-idle';

interface Props {
  className: string;
  /** The id of the review's heading, which names the region. */
  titleId: string;
  onCancel: () => void;
  /** Where focus goes when the review is gone; by default the control that opened it. */
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null;
  children: ReactNode;
}

export function SettingsReview({ className, titleId, onCancel, returnFocus, children }: Props) {
  const region = useRef<HTMLElement>(null);
  // Read when the review goes, so it sees the page as it is then (a switch done, a button gone).
  const whereBack = useRef(returnFocus);
  whereBack.current = returnFocus;
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    region.current?.focus();
    return () => {
      if (!focusIsIdle()) return;
      const connected = opener?.isConnected === true ? opener : null;
      const target = whereBack.current === undefined ? connected : whereBack.current(connected);
      target?.focus();
    };
  }, []);
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
