import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library cleans up by itself only where the test functions are globals; here they are not.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
