// Settings' setup asked to take focus when it shows: after a switch made on Settings to an
// environment that is not set up (its setup is the next thing to do), or "Set up
// production" (the palette's command, a write's "set up production first"). A switch mounts
// Settings again on the new environment (its cards read again), so the request waits here
// until that Settings shows the setup, which takes it once (settings-screen.tsx).
import { create } from 'zustand';
import { isConfigured, useEnvironment, type Environment } from './environment-store';
import { useNavigation } from './navigation-store';

interface SetupFocusState {
  readonly asked: boolean;
  ask(): void;
  taken(): void;
}

export const useSetupFocus = create<SetupFocusState>((set) => ({
  asked: false,
  ask: () => set({ asked: true }),
  taken: () => set({ asked: false }),
}));

/** Switches to `environment`; switched on Settings to one not set up, its setup takes focus when it shows. */
export async function switchEnvironment(environment: Environment): Promise<boolean> {
  const switched = await useEnvironment.getState().switchTo(environment);
  if (switched && useNavigation.getState().screen === 'settings' && !isConfigured(useEnvironment.getState().status)) useSetupFocus.getState().ask();
  return switched;
}
