import { useMemo } from 'react';
import rosetta from 'rosetta';
import { useLazyModule } from '../lib/lazy-module';
import { useT, type I18n } from './i18n-context';
import type { TranslationKey, KeysOf } from './translator';
import { areaWordsModule, type AreaWords, type WordArea } from './word-areas';

/** An area's keys, written with the area in front: `account.points.title`. */
export type AreaKey<A extends WordArea> = KeysOf<AreaWords[A], `${A}.`>;

export interface AreaTranslator<A extends WordArea> extends Omit<I18n, 't'> {
  /** The area's words (`account.…`) and the shop's own (`nav.…`, `common.…`), placeholders filled. */
  t: (key: AreaKey<A> | TranslationKey, params?: Record<string, string | number>) => string;
}

/**
 * `useT()` with an area's words besides (docs/decisions/101): `const { t, m } = useWords('account')`.
 * The page's route loads the area's words with its code, so they are here when it renders; a
 * screen shown without them (a language switched meanwhile) waits for them like a page for its code.
 */
export function useWords<A extends WordArea>(area: A): AreaTranslator<A> {
  const i18n = useT();
  const words = useLazyModule(areaWordsModule(area, i18n.lang)).default;
  return useMemo(() => {
    const own = rosetta({ [i18n.lang]: words });
    own.locale(i18n.lang);
    const prefix = `${area}.`;
    return {
      ...i18n,
      t: (key: string, params?: Record<string, string | number>) =>
        key.startsWith(prefix)
          ? own.t(key.slice(prefix.length), params)
          : i18n.t(key as TranslationKey, params),
    };
  }, [area, i18n, words]);
}
