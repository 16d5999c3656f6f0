import { useEffect, useEffectEvent } from 'react';
import { COMPLETE_KEY } from './counter-sale';

/** Nothing to type into is focused: the page itself, or a button pressed last. */
const nothingTypedInto = () =>
  document.activeElement === document.body || document.activeElement?.tagName === 'BUTTON';

/**
 * The counter's keyboard: F2 (or Ctrl+Enter) completes the sale from anywhere, and a character
 * typed with nothing to type into goes to the scan box, so a scanner's code is never lost.
 */
export function useCounterKeys(complete: () => unknown, focusScan: () => void) {
  const onComplete = useEffectEvent(complete);
  const onStray = useEffectEvent(focusScan);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === COMPLETE_KEY || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
        event.preventDefault();
        void onComplete();
      } else if (
        event.key.length === 1 &&
        event.key !== ' ' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        nothingTypedInto()
      ) {
        onStray();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
