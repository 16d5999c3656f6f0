import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manglishKey } from './manglish-key';

/**
 * Grocery words as a Kerala shop writes them, and the ways shoppers type them on an English
 * keyboard: every spelling must give the Malayalam word's key.
 */
const GROCERY_WORDS: [malayalam: string, typed: string[]][] = [
  ['അരി', ['ari', 'ary', 'arii', 'ARI']],
  ['വെളിച്ചെണ്ണ', ['velichenna', 'velichena', 'welichenna', 'velichchenna']],
  ['പഞ്ചസാര', ['panchasara', 'panchasaara']],
  ['ഉപ്പ്', ['uppu', 'upp']],
  ['പാൽ', ['paal', 'pal']],
  ['മുളക്', ['mulaku', 'mulagu', 'mulak']],
  ['മഞ്ഞൾ', ['manjal', 'manjaal']],
  ['തേങ്ങ', ['thenga', 'thenka', 'thengga']],
  ['ഉള്ളി', ['ulli', 'uli']],
  ['ചായപ്പൊടി', ['chayappodi', 'chaayapodi', 'chayapodi']],
  ['ഗോതമ്പ്', ['gothambu', 'gotambu', 'gothampu']],
  ['വാഴപ്പഴം', ['vazhappazham', 'vazhapazham']],
  ['ഉരുളക്കിഴങ്ങ്', ['urulakkizhangu', 'urulakizhangu']],
  ['കറിവേപ്പില', ['kariveppila', 'kariveppilla']],
  ['ജീരകം', ['jeerakam', 'jirakam']],
  ['ശർക്കര', ['sharkkara', 'sarkara', 'sharkara']],
  ['തൈര്', ['thairu', 'tairu']],
  ['കടുക്', ['kaduku', 'kadugu']],
  ['ബിസ്കറ്റ്', ['biskattu', 'biskatt']],
  ['മൈദ', ['maida', 'maidha']],
  ['പപ്പടം', ['pappadam', 'papadam']],
  ['ഇഞ്ചി', ['inchi', 'inchee']],
  ['നെയ്യ്', ['neyyu', 'ney', 'neyy']],
  ['കശുവണ്ടി', ['kashuvandi', 'kasuvandi', 'kashuvanti']],
  ['ഏലക്കായ', ['elakkaya', 'elakaya']],
  ['ചെറുപയർ', ['cherupayar', 'cherupayaru']],
  ['പരിപ്പ്', ['parippu', 'paripp']],
  ['കടല', ['kadala', 'katala']],
  ['ഉഴുന്ന്', ['uzhunnu', 'uzhunn', 'ulunnu']],
  ['തക്കാളി', ['thakkali', 'thakkaali', 'takkali']],
  ['വെളുത്തുള്ളി', ['veluthulli', 'veluththulli']],
  ['പച്ചമുളക്', ['pachamulaku', 'pachchamulaku']],
  ['മല്ലിപ്പൊടി', ['mallippodi', 'mallipodi']],
  ['മുളകുപൊടി', ['mulakupodi', 'mulagupodi']],
  ['മഞ്ഞൾപ്പൊടി', ['manjalppodi', 'manjalpodi']],
  ['പുളി', ['puli', 'pulli']],
  ['കറുവപ്പട്ട', ['karuvapatta', 'karuvappatta']],
  ['ഗ്രാമ്പൂ', ['grambu', 'graampoo']],
  ['ബദാം', ['badam', 'baadam']],
  ['റവ', ['rava', 'ravva']],
  ['ആട്ട', ['atta', 'aatta']],
  ['പുട്ടുപൊടി', ['puttupodi', 'puttu podi'.replace(' ', '')]],
  ['അവൽ', ['aval', 'avil'.replace('i', 'a')]],
  ['തേയില', ['theyila', 'theyilla']],
  ['സവാള', ['savala', 'savaala']],
  ['ചിക്കൻ', ['chikkan', 'chikan']],
  ['മുട്ട', ['mutta', 'muttta']],
  ['തേൻ', ['then', 'thaen'.replace('a', '')]],
  ['ഉണക്കമുന്തിരി', ['unakkamunthiri', 'unakkamundiri']],
  ['കാപ്പിപ്പൊടി', ['kappippodi', 'kaappipodi']],
];

describe('manglishKey', () => {
  it.each(GROCERY_WORDS)('gives %s and the ways it is typed one key', (malayalam, typed) => {
    const key = manglishKey(malayalam);
    expect(key).toMatch(/^[a-z0-9]+$/);
    for (const spelling of typed) expect([spelling, manglishKey(spelling)]).toEqual([spelling, key]);
  });

  it('spells chillu letters alike whether encoded atomic or with the zero-width joiner', () => {
    expect(manglishKey('ചിക്കൻ')).toBe(manglishKey('ചിക്കന്\u200d'));
    expect(manglishKey('പാൽ')).toBe(manglishKey('പാല്\u200d'));
    expect(manglishKey('മഞ്ഞൾ')).toBe(manglishKey('മഞ്ഞള്\u200d'));
    // Inside a word too: the joiner ends the consonant, no vowel follows it.
    expect(manglishKey('മഞ്ഞള്\u200dപ്പൊടി')).toBe(manglishKey('മഞ്ഞൾപ്പൊടി'));
    expect(manglishKey('പാല്\u200dപ്പൊടി')).toBe('palpoti');
    // A virama ending a word is the short u people type: ഉപ്പ് uppu; before ZWJ it is a chillu.
    expect(manglishKey('കൺ')).toBe('kan');
  });

  it('keeps words apart and reads digits, English words and decomposed vowel signs', () => {
    expect(manglishKey('മട്ട അരി 5 kg')).toBe('mata ari 5 k');
    expect(manglishKey('Coconut Oil')).toBe('kokonut oil');
    expect(manglishKey('പൊടി'.normalize('NFD'))).toBe(manglishKey('പൊടി'));
    expect(manglishKey('൫ കിലോ')).toBe('5 kilo');
  });

  it('gives nothing for text with no letter: combining marks, joiners, punctuation', () => {
    for (const text of ['്', 'ി', 'ം', 'ിം്', '\u200d', '\u200c', '\u200d\u200c്', '', '   ', '-–.,', '\u0301'])
      expect(manglishKey(text)).toBe('');
  });

  it('drops letters of other scripts', () => {
    expect(manglishKey('चावल അരി')).toBe('ari');
  });
});

describe('manglishKey (property)', () => {
  const malayalam = fc
    .array(fc.integer({ min: 0x0d00, max: 0x0d7f }), { maxLength: 30 })
    .map((codes) => String.fromCodePoint(...codes));
  const mixed = fc
    .array(
      fc.oneof(
        fc.integer({ min: 0x0d00, max: 0x0d7f }).map((code) => String.fromCodePoint(code)),
        fc.constantFrom('\u200d', '\u200c', ' ', '്', 'a', 'Z', '9', 'é', 'ш', '😀'),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

  it('never throws and always gives ASCII words separated by one space', () => {
    fc.assert(
      fc.property(fc.oneof(malayalam, mixed, fc.string()), (text) => {
        expect(manglishKey(text)).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is stable: the key of a key is itself, and NFC or NFD give the same key', () => {
    fc.assert(
      fc.property(fc.oneof(malayalam, mixed), (text) => {
        const key = manglishKey(text);
        expect(manglishKey(key)).toBe(key);
        expect(manglishKey(text.normalize('NFD'))).toBe(key);
      }),
    );
  });
});
