import type { Translator } from './translator';

/**
 * The translator the page shows now, for code that runs outside React's render: the toasts
 * (lib/notify.ts) say the shared table's and the server's English messages in it.
 */
let current: Translator | null = null;

export function setCurrentTranslator(translator: Translator): void {
  current = translator;
}

/** `english` in the page's language (docs/decisions/098): as it is until a translator is set. */
export const inPageLanguage = (english: string): string => (current ? current.m(english) : english);
