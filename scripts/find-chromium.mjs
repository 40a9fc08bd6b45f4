// Finds Chromium for the browser tests: CHROMIUM_PATH, then Debian's
// /usr/bin/chromium. Where there is none and apt-get can be used, installs
// Debian's `chromium`; otherwise says how to get one.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const DEBIAN_PATH = '/usr/bin/chromium';

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;

  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (canApt) {
    console.log('Chromium not found: installing Debian\'s "chromium" package for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
    }
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    'No Chromium for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
