import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/** Chromium reports every 4xx answer as a console error; those are the flows under test, not faults. */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every page load is watched: a script error, an unhandled rejection or a
 * blocked resource (a CSP violation shows as one) fails the test that caused it.
 */
/**
 * How long the game's loading screen shows in these tests: 2.5 s for players, a tenth of a second here,
 * so hundreds of game loads do not each wait through it (decision 0294). A test that is about the loading
 * screen itself sets `test.use({ loadingMs: null })` and sees the players' 2.5 s.
 */
const TEST_LOADING_MS = 100;

/**
 * The game draws its map at most every 50 ms in these tests (decision 0301): two test browsers side by
 * side spent most of a core repainting maps nobody watched. The game's updates and timings are unchanged.
 */
const TEST_FRAME_MS = 50;

/**
 * `null` gives the players' screen: the test's own context is made through the patched
 * `browser.newContext` below too, so its shortening is taken back (init scripts run in order).
 */
async function shortenLoading(context: BrowserContext, ms: number | null): Promise<void> {
  await context.addInitScript(
    ({ given, frameMs }) => {
      // The game reads it (features/game/game-page.tsx gameLoadingMs); it can only shorten the screen.
      const page = window as { __authenticLoadingMs?: number; __authenticFrameMs?: number };
      if (given === null) delete page.__authenticLoadingMs;
      else page.__authenticLoadingMs = given;
      // The map drawn 20 times a second, not 60 (engine/loop.ts leastFrameMs, decision 0301).
      page.__authenticFrameMs = frameMs;
    },
    { given: ms, frameMs: TEST_FRAME_MS },
  );
}

export const test = base.extend<
  { consoleErrors: string[]; loadingMs: number | null },
  { loadingMsForNewContexts: number | null }
>({
  loadingMs: [TEST_LOADING_MS, { option: true }],
  loadingMsForNewContexts: [TEST_LOADING_MS, { option: true, scope: 'worker' }],
  context: async ({ context, loadingMs }, use) => {
    await shortenLoading(context, loadingMs);
    await use(context);
  },
  // A second player's context, made by `browser.newContext()` in a test, loads the game as fast.
  browser: [
    async ({ browser, loadingMsForNewContexts }, use) => {
      const newContext = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await shortenLoading(context, loadingMsForNewContexts);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A flow that is the same clicks on every screen size: it runs on desktop only (the phone project skips
 * the tag), while the phone plays its screens, touch pad and layouts in the other tests (decision 0255).
 */
export const SAME_ON_PHONE = { tag: '@same-on-phone' } as const;
