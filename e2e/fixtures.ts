import { test as base, expect } from '@playwright/test';

/** Chromium reports every 4xx answer as a console error; those are the flows under test, not faults. */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every page load is watched: a script error, an unhandled rejection or a
 * blocked resource (a CSP violation shows as one) fails the test that caused it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
