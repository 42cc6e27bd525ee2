// The data directory the desktop app uses (Electron's userData for the product name
// "Treasury"), so the CLI works on the same caches by default. TREASURY_DATA_DIR overrides it.
import os from 'node:os';
import path from 'node:path';

export const PRODUCT_NAME = 'Treasury';

export function defaultDataDirectory(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const override = env['TREASURY_DATA_DIR'];
  if (override !== undefined && override !== '') return path.resolve(override);
  const home = os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', PRODUCT_NAME);
  if (platform === 'win32') return path.join(env['APPDATA'] ?? path.join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  return path.join(env['XDG_CONFIG_HOME'] ?? path.join(home, '.config'), PRODUCT_NAME);
}
