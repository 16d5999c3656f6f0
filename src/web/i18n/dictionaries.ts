import type { Language } from '../../domain/language';
import type { Dictionary } from './translator';

/**
 * The chosen language's translation files, each its own chunk: a page loads only its language's,
 * and the other one's only when someone switches to it (docs/decisions/097).
 */
export async function loadDictionary(lang: Language): Promise<Dictionary> {
  if (lang === 'ml') {
    const [words, messages] = await Promise.all([import('./ml.json'), import('./ml-messages.json')]);
    return { words: words.default, messages: messages.default };
  }
  return { words: (await import('./en.json')).default, messages: {} };
}
