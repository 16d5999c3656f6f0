import { useEffect } from 'react';

/**
 * Text a visitor typed into a page the server rendered (docs/decisions/057) before React took it
 * over: React sets every input to its own state when it hydrates, which would wipe what a person
 * on a slow phone typed into the shop's search box meanwhile. main.tsx notes it just before React
 * takes over, and the app types it again once React has (as an input event, so the page's own
 * handlers see it, as if typed then).
 */
let typed: { id: string; value: string }[] = [];

const FIELDS = 'input[id]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[id]';

/** Notes each field in `root` whose text is not what the server sent. */
export function noteTypedText(root: HTMLElement): void {
  typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ id: field.id, value: field.value }));
}

/** Whether React has taken this element over (parts of a page are hydrated one after another). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Types `value` into `field` again as an input event, so that the page's own handler takes it. */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // React took the typed text for the field's own (it never saw it typed), and would set the field
  // back to its state on its next render. Through the field's `value` (React watches it) the text
  // is the server's again; then the typed text goes back under React's watch, and the input event
  // reports a change.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types the noted text again, each field once React has taken it over (tried for 10 s). */
export function useTypedTextReplayed(): void {
  useEffect(() => {
    let pending = typed;
    typed = [];
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const replay = () => {
      pending = pending.filter(({ id, value }) => {
        const field = document.getElementById(id);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
        if (!hydrated(field)) return true;
        typeAgain(field, value);
        return false;
      });
      if (pending.length && ++tries < 100) timer = setTimeout(replay, 100);
    };
    replay();
    return () => clearTimeout(timer);
  }, []);
}
