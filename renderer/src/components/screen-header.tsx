// The head of every screen: its title, the time zone times are shown in (named once per
// screen), the cache's age, and the screen's own actions. In a narrow or short window
// (layout.css) the zone goes small under the title, so the actions keep the title's line
// and the list below keeps its rows.
import type { ReactNode } from 'react';
import { displayTimeZone } from '../../lib/format-time';

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="screen-header">
      <div className="screen-title">
        <h1>{title}</h1>
        <span className="muted time-zone">Times in {displayTimeZone()}</span>
      </div>
      <div className="screen-actions">{children}</div>
    </header>
  );
}
