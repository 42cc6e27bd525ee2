// A navigation that asks this screen to open a record (`go('payments', {openId})`, as the
// Ledger does) opens its detail on arrival, and again for every new request (the
// navigation's serial). Leaving the screen closes the detail, so an environment switch
// (which remounts the screen) never shows the other environment's record.
import { useEffect } from 'react';
import type { ScreenId } from '../../../lib/screen-list';
import { useNavigation } from '../../stores/navigation-store';

export function useOpenRequest(screen: ScreenId, open: (id: string) => void, close: () => void): void {
  const serial = useNavigation((state) => state.serial);
  const openId = useNavigation((state) => (state.screen === screen ? state.request.openId : undefined));
  useEffect(() => {
    if (openId !== undefined) open(openId);
  }, [serial, openId, open]);
  useEffect(() => close, [close]);
}
