import '@testing-library/jest-dom/vitest';
import { toast } from '@meridian/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// `findBy*` and `waitFor` wait for their state as long as the test itself may run, less a second
// to report what the page showed instead: how long a render takes depends on the machine's load
// (under `npm test` this suite shares two cores with the browser suites, and a route's first
// render can take seconds), so a wait is bounded by the test's timeout alone, never by a shorter
// time of its own.
const REPORT_MARGIN_MS = 1000;
beforeEach(({ task }) => {
  configure({ asyncUtilTimeout: Math.max(1000, task.timeout - REPORT_MARGIN_MS) });
});

afterEach(() => {
  cleanup();
  // A test that forgot to restore the real clock must not hand a fake one to the next.
  vi.useRealTimers();
});

// Test files share one jsdom window and one module registry per worker (`isolate: false` in
// vitest.config.ts): each file leaves the browser as it found it, so no file sees another's
// storage, cookies, toasts, spies or document state.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  toast.clear();
  // Files in the node environment (lint, tokens, catalog checks) have no browser to reset.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.title = '';
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
