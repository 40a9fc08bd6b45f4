import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily (their own chunks): on a busy two-core machine the first import of a page can
// take longer than Testing Library's 1 s default, and a test should wait for it as a person would.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
});
