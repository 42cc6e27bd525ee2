// Settings: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function SettingsScreen() {
  return (
    <main className="screen" aria-label="Settings">
      <ScreenHeader title="Settings" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
