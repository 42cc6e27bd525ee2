// A navigation that asks this screen to open a record (`go('payments', {openId})`, as the
// Ledger does) opens its detail on arrival, and again for every new request (the
// navigation's serial). The open record is the screen's own state, so leaving the screen
// (or an environment switch, which remounts it) closes it.
import { useEffect } from 'react';
import type { ScreenId } from '../../../lib/screen-list';
import { useNavigation } from '../../stores/navigation-store';

export function useOpenRequest(screen: ScreenId, open: (id: string) => void): void {
  const serial = useNavigation((state) => state.serial);
  const openId = useNavigation((state) => (state.screen === screen ? state.request.openId : undefined));
  useEffect(() => {
    if (openId !== undefined) open(openId);
  }, [serial, openId, open]);
}
