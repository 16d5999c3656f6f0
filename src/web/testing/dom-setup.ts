import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library cleans up by itself only where the test functions are globals; here they are not.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// happy-dom's <select> has no `size` (browsers answer 0): react-hook-form reads it to tell a select
// the person changed from one the page set, and without it takes every registered select as
// changed, so its default value never shows.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
