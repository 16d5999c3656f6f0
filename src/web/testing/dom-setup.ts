import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import en from '../i18n/en.json';
import { setEnglishOutsideTheApp } from '../i18n/i18n-context';
import { provideAllAreaWords } from './area-words';

// `findBy…` and `waitFor` wait for what a screen shows after its data arrives. Their 1 s default
// was too short on a loaded machine (two cores shared with other test runs: the first render of a
// screen also loads and transforms its modules), and checkout tests failed there. Waiting longer
// changes nothing when the screen is right (they return as soon as it shows), so they wait up to
// 10 s; the component project's test timeout is above that (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Screens rendered on their own read English, as the app's first render does without a `lang` cookie.
setEnglishOutsideTheApp({ words: en, messages: {} });
provideAllAreaWords('en');
provideAllAreaWords('ml');

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
