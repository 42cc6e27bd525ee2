// The head of every screen: its title, the time zone times are shown in (named once per
// screen), the cache's age, and the screen's own actions.
import type { ReactNode } from 'react';
import { displayTimeZone } from '../../lib/format-time';

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="screen-header">
      <h1>{title}</h1>
      <span className="muted time-zone">Times in {displayTimeZone()}</span>
      <div className="screen-actions">{children}</div>
    </header>
  );
}
