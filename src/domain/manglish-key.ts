/**
 * A sound-alike key for Malayalam words, the same whether they are written in Malayalam script or
 * typed on an English keyboard the way Kerala shoppers do ("Manglish"): അരി, `ari`, `ary` and
 * `arii` all give `ari`; വെളിച്ചെണ്ണ, `velichenna` and `welichena` all give `velicena`
 * (docs/decisions/095). Our own table, written from the Unicode chart: no transliteration
 * package's code or tables are copied.
 *
 * Two steps. Malayalam script is spelled out in Latin letters (a consonant carries the vowel `a`
 * unless a vowel sign or the virama follows; chillu letters end a syllable). Then Latin text,
 * spelled out or typed, loses what typists write differently for the same sound: vowel length
 * (aa/a, ee/ii/i, oo/u), doubled letters, aspirates (th/t, dh/d, kh/k, bh/b, ph/p), voicing that
 * Malayalam spelling does not mark the way English does (d/t, g/k), retroflex and dental pairs
 * (which the script-to-Latin step already spells alike), sh/s, zh/l, w/v, a final `y` as `i`, and
 * the `u` a word ends in after a consonant (ഉപ്പ് is typed `uppu` and `upp`).
 *
 * The key is ASCII letters and digits in words separated by one space, so the database's trigram
 * index serves it whatever its locale classifies as a letter (docs/decisions/094).
 */

/** A table written as pairs: 'ക k  ഖ kh' is { ക: 'k', ഖ: 'kh' }. */
function table(pairs: string): Record<string, string> {
  const words = pairs.trim().split(/\s+/);
  return Object.fromEntries(words.flatMap((word, i) => (i % 2 ? [] : [[word, words[i + 1]!]])));
}

/** Consonants, spelled out without their vowel. */
const CONSONANTS = table(`
  ക k  ഖ kh  ഗ g  ഘ gh  ങ ng
  ച ch  ഛ chh  ജ j  ഝ jh  ഞ nj
  ട t  ഠ th  ഡ d  ഢ dh  ണ n
  ത th  ഥ th  ദ d  ധ dh  ന n
  പ p  ഫ ph  ബ b  ഭ bh  മ m
  യ y  ര r  റ r  ല l  ള l
  ഴ zh  വ v  ശ sh  ഷ sh  സ s
  ഹ h  ഺ t
`);

/** Vowels written as letters of their own (a word's first sound). */
const VOWELS = table(`
  അ a  ആ aa  ഇ i  ഈ ii  ഉ u  ഊ uu  ഋ ru  ൠ ru
  ഌ li  ൡ li  എ e  ഏ e  ഐ ai  ഒ o  ഓ o  ഔ au
`);

/** Vowel signs after a consonant (they replace its `a`). */
const VOWEL_SIGNS = table(`
  ാ aa  ി i  ീ ii  ു u  ൂ uu  ൃ ru  ൄ ru  ൢ li
  ൣ li  െ e  േ e  ൈ ai  ൊ o  ോ o  ൌ au  ൗ au
`);

/** Chillu letters (a consonant that ends a syllable), and other signs with a sound. */
const OTHERS = table(`
  ൺ n  ൻ n  ർ r  ൽ l  ൾ l  ൿ k  ൔ m  ൕ y  ൖ zh  ം m
  ഃ h  ഁ m  ഀ m  ഄ a  ൦ 0  ൧ 1  ൨ 2  ൩ 3  ൪ 4  ൫ 5
  ൬ 6  ൭ 7  ൮ 8  ൯ 9
`);

/** Clusters read differently from their letters: what a shopper types for them. */
const CLUSTERS: [RegExp, string][] = [
  [/ങ്ങ/g, 'ങ'], // തേങ്ങ thenga
  [/ഞ്ഞ/g, 'ഞ'], // മഞ്ഞൾ manjal
  [/ഞ്ച/g, 'ന്ച'], // പഞ്ചസാര panchasara
  [/ന്റ/g, 'ന്ട'], // എന്റെ ente
  [/റ്റ/g, 'ട്ട'], // ബിസ്കറ്റ് biskattu
];

const VIRAMA = '്';
const ZWJ = '\u200d';
const ZWNJ = '\u200c';

/** Malayalam script spelled out in Latin letters; anything else is left as it is. */
export function spellOutMalayalam(text: string): string {
  let source = text;
  for (const [cluster, reading] of CLUSTERS) source = source.replace(cluster, reading);
  let out = '';
  const chars = [...source];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const consonant = CONSONANTS[char];
    if (consonant === undefined) {
      // A vowel sign or virama with no consonant before it has no sound of its own.
      if (VOWEL_SIGNS[char] === undefined && char !== VIRAMA) out += VOWELS[char] ?? OTHERS[char] ?? char;
      continue;
    }
    out += consonant;
    let next = chars[i + 1];
    if (next === ZWJ || next === ZWNJ) next = chars[i + 2];
    if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
      out += VOWEL_SIGNS[next];
      i = chars.indexOf(next, i + 1);
      continue;
    }
    if (next === VIRAMA) {
      i++;
      // A chillu written with ZWJ, or the virama inside a word, ends the consonant without a vowel;
      // a word's last virama is the short `u` (samvruthokaram) people type: ഉപ്പ് uppu.
      if (chars[i + 1] === ZWJ) {
        i++;
        continue;
      }
      const after = chars[i + 1] === ZWNJ ? chars[i + 2] : chars[i + 1];
      if (after === undefined || !/\p{L}/u.test(after)) out += 'u';
      continue;
    }
    out += 'a';
  }
  return out;
}

/** Latin spellings that sound alike, in order: digraphs first, then single letters. */
const LATIN_RULES: [RegExp, string][] = [
  [/zh/g, 'l'],
  [/cch|chch|chh|ch/g, 'C'], // one sound: ച (kept apart from the c of "rice" and "coconut")
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/sh/g, 's'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/bh/g, 'b'],
  [/ph|f/g, 'p'],
  [/jh/g, 'j'],
  [/qu/g, 'kv'], // liquid: ലിക്വിഡ്
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/z/g, 's'],
  [/d/g, 't'],
  [/g/g, 'k'],
  [/mb/g, 'mp'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/(.)\1+/g, '$1'], // doubled letters and long vowels: kk → k, aa → a, ii → i
  [/([^aeiou])y$/g, '$1i'], // ary → ari
  [/([^aeiou])y(?=[^aeiou])/g, '$1i'],
  [/([^aeiou])u$/g, '$1'], // uppu → upp → up, mulaku → mulak
  [/C/g, 'ch'],
];

/** Applies the rules until nothing changes (a rule can make a pair another rule reads: khha → kha → ka). */
function soundAlike(word: string): string {
  let key = word;
  for (let before = '', rounds = 0; before !== key && rounds < 8; rounds++) {
    before = key;
    for (const [pattern, replacement] of LATIN_RULES) key = key.replace(pattern, replacement);
  }
  return key;
}

/**
 * The key of a text: its words' keys, separated by one space ('' when it has no letter or digit).
 * Combining marks without a letter, zero-width joiners and punctuation give nothing; letters of
 * other scripts are dropped (the key is for Malayalam and Manglish; names in English are searched
 * as they are written).
 */
export function manglishKey(text: string): string {
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  const latin = spellOutMalayalam(text.normalize('NFC').toLowerCase());
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // é → e
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(soundAlike)
    .filter(Boolean)
    .join(' ');
}
