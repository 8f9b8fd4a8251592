// Test set-up for the web project: jest-dom matchers, and a clean DOM and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default; a machine busy with the other test projects can take
// longer to settle a navigation, and that is not a failure of the page.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here instead of a logged error.
window.scrollTo = () => undefined;

// jsdom's Performance keeps no resource timings (the 'vmForks' pool gives the files jsdom's, not
// Node's): here the page loaded no files.
if (typeof performance.getEntriesByType !== 'function') performance.getEntriesByType = () => [];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});
