import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (or CHROMIUM_PATH) without its background traffic, for every Playwright config
 * (the browser tests and the stack test). bench/lib/game-page.mjs, plain Node, launches it the same way.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
