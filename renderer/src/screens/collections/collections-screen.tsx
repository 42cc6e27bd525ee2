// Collections: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function CollectionsScreen() {
  return (
    <main className="screen" aria-label="Collections">
      <ScreenHeader title="Collections" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
