// Test set-up for the web project: jest-dom matchers, and a clean DOM and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here instead of a logged error.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});
