import { describe, expect, it } from 'vitest';
import {
  challengeMessages,
  checkoutScreenMessages,
  customerLoginMessages,
  payPageMessages,
  passwordResetMessages,
  registerMessages,
  routeMessages,
  shopMessages,
  shopScreenMessages,
  trackOrderMessages,
} from '../../domain/messages';
import { timeoutMessages } from '../../domain/messages-core';
import { ORDER_SOURCE_LABELS } from '../../domain/order-sources';
import { ORDER_STATUS_LABELS } from '../../domain/order-states';
import { PAYMENT_METHOD_LABELS } from '../../domain/payment-methods';
import {
  carryCaption,
  describeCarry,
  describeLedgerEntry,
  type LedgerEntryFacts,
} from '../../domain/ledger-words';
import { moneyMethodLabel } from '../../domain/payments';
import { expiryLine } from '../../domain/points-expiry';
import { pendingPointsLine } from '../../domain/return-window';
import accountMl from './account/ml.json';
import { shownCount } from '../lib/count-label';
import en from './en.json';
import ml from './ml.json';
import mlMessages from './ml-messages.json';
import { createTranslator } from './translator';
import { AREA_FILES, provideAllAreaWords } from '../testing/area-words';
import { withAreaMessages } from './word-areas';

type Tree = { [key: string]: string | Tree };

/** Every `area.key` of a translation file, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();
const WORD_PLACEHOLDER = /\{\{(\w+)\}\}/g;
const MESSAGE_PLACEHOLDER = /\{(\w+)\}/g;

/** The shop's own words and each area's (word-areas.ts), English beside Malayalam. */
const WORD_FILES: [string, Tree, Tree][] = [
  ['the shop', en, ml],
  ...Object.entries(AREA_FILES).map(([area, files]): [string, Tree, Tree] => [
    area,
    files.en as Tree,
    files.ml as Tree,
  ]),
];

/** An area's Malayalam file may carry the English messages only its screens show (use-words.ts). */
const withoutMessages = ({ messages: _messages, ...words }: Tree): Tree => words;

describe.each(WORD_FILES)('the translation files of %s', (_area, englishFile, malayalamFile) => {
  const english = leaves(englishFile);
  const malayalam = leaves(withoutMessages(malayalamFile));

  it('have every key in both languages, none empty', () => {
    expect([...malayalam.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !malayalam.has(key))).toEqual([]);
    expect([...malayalam].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('give each text the same placeholders and bold parts in both languages', () => {
    const differ = [...english]
      .filter(([key, text]) => {
        const other = malayalam.get(key) ?? '';
        return (
          placeholders(text, WORD_PLACEHOLDER).join() !== placeholders(other, WORD_PLACEHOLDER).join() ||
          text.split('<b>').length !== other.split('<b>').length
        );
      })
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });
});

const MESSAGE_FILES: [string, Record<string, string>][] = [
  ['the shop', mlMessages],
  ...Object.entries(AREA_FILES).map(([area, files]): [string, Record<string, string>] => [
    area,
    ((files.ml as Tree).messages ?? {}) as Record<string, string>,
  ]),
];

describe.each(MESSAGE_FILES)('the messages of %s', (_area, messages) => {
  it('translate SPEC messages keeping their placeholders', () => {
    const differ = Object.entries(messages).filter(
      ([english, translated]) =>
        !translated.trim() ||
        placeholders(english, MESSAGE_PLACEHOLDER).join() !==
          placeholders(translated, MESSAGE_PLACEHOLDER).join(),
    );
    expect(differ).toEqual([]);
  });
});

/** Sample values for a message written by a function: whole numbers serve counts, paise and names. */
const SAMPLES = [7, 3, 5, 2];

describe('every message a customer reads', () => {
  const { m } = createTranslator('ml', { words: ml, messages: mlMessages });
  const tables = {
    registerMessages,
    customerLoginMessages,
    challengeMessages,
    shopMessages,
    shopScreenMessages,
    checkoutScreenMessages,
    routeMessages,
    timeoutMessages,
    trackOrderMessages,
    payPageMessages,
    passwordResetMessages,
    ORDER_STATUS_LABELS,
    ORDER_SOURCE_LABELS,
    PAYMENT_METHOD_LABELS,
  };

  it('has a Malayalam translation (a message with values: its template)', () => {
    const untranslated: string[] = [];
    for (const [name, table] of Object.entries(tables))
      for (const [key, message] of Object.entries(table as Record<string, unknown>)) {
        const shown =
          typeof message === 'function'
            ? [
                (message as (...values: number[]) => string)(...SAMPLES),
                (message as (...values: number[]) => string)(1, 1, 1, 1),
              ]
            : [String(message)];
        for (const text of shown) if (m(text) === text) untranslated.push(`${name}.${key}: ${text}`);
      }
    expect(untranslated).toEqual([]);
  });
});

describe('the points lines and list counts a customer reads on checkout, dashboard, profile and history', () => {
  const { m } = createTranslator('ml', { words: ml, messages: mlMessages });
  const on = '2026-12-04T00:00:00+05:30';
  const lines = [1, 12].flatMap((points) => [
    pendingPointsLine(points, null),
    pendingPointsLine(points, { points, on }),
    expiryLine({ points, on }),
  ]);
  lines.push(pendingPointsLine(12, { points: 5, on }), pendingPointsLine(12, { points: 1, on }));

  it('say "all" of a whole list in Malayalam, not "all 3" left in English', () => {
    expect(m(shownCount(3, { one: 'order', many: 'orders' }, true))).toBe('എല്ലാ 3 ഓർഡറുകളും കാണിക്കുന്നു');
    expect(m(shownCount(3, { one: 'entry', many: 'entries' }, true))).toBe('എല്ലാ 3 എൻട്രികളും കാണിക്കുന്നു');
    expect(m(shownCount(20, { one: 'entry', many: 'entries' }, false))).toBe('20 എൻട്രികൾ കാണിക്കുന്നു');
  });

  it('read in Malayalam, the count and the date where Malayalam puts them', () => {
    expect(lines.filter((line) => m(line!) === line)).toEqual([]);
    expect(m(pendingPointsLine(12, { points: 5, on })!)).toBe(
      '12 പോയിന്റ് പെൻഡിങ്; അതിൽ 5 എണ്ണം 4 Dec മുതൽ ഉപയോഗിക്കാം',
    );
  });
});

describe('the account pages’ own messages (account/ml.json)', () => {
  const shop = createTranslator('ml', { words: ml, messages: mlMessages });
  const own = createTranslator('ml', { words: ml, messages: accountMl.messages });
  const m = (english: string) => {
    const translated = own.m(english);
    return translated === english ? shop.m(english) : translated;
  };
  const base: LedgerEntryFacts = {
    kind: 'order_earned',
    pointsDelta: 0,
    pendingDelta: 0,
    spendableFrom: null,
    pointMoneyPaise: 0,
    carryDeltaPaise: 0,
    orderId: 'ORD-7-A',
    sourceCode: null,
    level: null,
    note: null,
  };
  /** The rows most customers have: earned, pending, used, returned, released, expired, referral rewards, refunds. */
  const rows: LedgerEntryFacts[] = [1, 6].flatMap((points) => [
    { ...base, pointsDelta: points, pointMoneyPaise: 3200 },
    { ...base, pendingDelta: points, pointMoneyPaise: 3200, spendableFrom: '4 Dec' },
    { ...base, pointMoneyPaise: 168 },
    { ...base, kind: 'redeemed', pointsDelta: -points },
    { ...base, kind: 'redemption_restored', pointsDelta: points },
    { ...base, kind: 'points_released', pointsDelta: points },
    { ...base, kind: 'points_expired', pointsDelta: -points },
    {
      ...base,
      kind: 'referral_earned',
      sourceCode: 'A121',
      level: 1,
      pointsDelta: points,
      pointMoneyPaise: 800,
    },
    {
      ...base,
      kind: 'referral_earned',
      sourceCode: 'A121',
      level: 3,
      pointsDelta: points,
      pointMoneyPaise: 800,
    },
    { ...base, kind: 'referral_earned', sourceCode: 'A121', level: 1, pointMoneyPaise: 168 },
    { ...base, kind: 'referral_earned', sourceCode: 'A121', level: 3, pointMoneyPaise: 168 },
    // Awards that waited for the return window: while waiting, and once released or voided.
    { ...base, pendingDelta: points, pointMoneyPaise: 3200 },
    ...[1, 3].flatMap((level) => {
      const waiting = {
        ...base,
        kind: 'referral_earned' as const,
        sourceCode: 'A121',
        level,
        pendingDelta: points,
        pointMoneyPaise: 800,
      };
      return [waiting, { ...waiting, spendableFrom: '4 Dec' }];
    }),
    // Refunds: points returned, pending points cancelled, rewards taken back.
    { ...base, kind: 'redemption_refunded', pointsDelta: points },
    { ...base, kind: 'order_reversed', pendingDelta: -points, pointMoneyPaise: -3200 },
    { ...base, kind: 'referral_reversed', sourceCode: 'A121', pendingDelta: -points, pointMoneyPaise: -800 },
    { ...base, kind: 'referral_reversed', sourceCode: 'A121', pointsDelta: -points, pointMoneyPaise: -800 },
    { ...base, kind: 'order_reversed', pointMoneyPaise: -3200 },
  ]);

  it('translate the points history’s usual rows, the carry and how a khata was paid', () => {
    const texts = [
      ...rows.map(describeLedgerEntry),
      describeCarry(168),
      describeCarry(-168),
      carryCaption(168),
      carryCaption(-168),
      moneyMethodLabel({ method: 'cash', reference: null }),
      moneyMethodLabel({ method: 'upi', reference: 'NEFT-N326260123456789' }),
    ];
    expect(texts.filter((text) => m(text) === text)).toEqual([]);
  });

  it('keep a friend’s friend’s reward apart from a friend’s (the longer template first)', () => {
    expect(
      m(
        describeLedgerEntry({
          ...base,
          kind: 'referral_earned',
          sourceCode: 'A121',
          level: 3,
          pointMoneyPaise: 168,
        }),
      ),
    ).toBe('A121-ൽ നിന്നുള്ള റെഫറൽ റിവാർഡ് (സുഹൃത്തുക്കൾ വഴി, ലെവൽ 3): അടുത്ത പോയിന്റിലേക്ക് ₹1.68');
    expect(
      m(
        describeLedgerEntry({
          ...base,
          kind: 'referral_earned',
          sourceCode: 'A121',
          level: 2,
          pendingDelta: 1,
          pointMoneyPaise: 160,
        }),
      ),
    ).toBe(
      'A121-ൽ നിന്നുള്ള റെഫറൽ റിവാർഡ് (സുഹൃത്തുക്കൾ വഴി, ലെവൽ 2): 1 പോയിന്റ് (₹1.60 പോയിന്റ് മണി), റിട്ടേൺ സമയം കഴിയും വരെ പെൻഡിങ്',
    );
    expect(m(describeLedgerEntry({ ...base, pointMoneyPaise: 168 }))).toBe(
      'ORD-7-A-ൽ ₹1.68 നേടി, അടുത്ത പോയിന്റിലേക്ക്',
    );
  });
});

describe('the translator', () => {
  const { t, m } = createTranslator('ml', {
    words: ml,
    messages: { 'Only {left} of {name} left in stock.': '{name} സ്റ്റോക്കിൽ {left} മാത്രം.', Paid: 'അടച്ചു' },
  });

  it('fills the words’ placeholders', () => {
    expect(t('orders.refunded', { amount: '₹12.50' })).toBe('₹12.50 തിരികെ നൽകി');
  });

  it('translates a message word for word, or by its template with the values moved where Malayalam puts them', () => {
    expect(m('Paid')).toBe('അടച്ചു');
    expect(m('Only 2 of Jaya Rice 5 kg left in stock.')).toBe('Jaya Rice 5 kg സ്റ്റോക്കിൽ 2 മാത്രം.');
  });

  it('leaves a message it has no translation for in English', () => {
    expect(m('Something new the server says')).toBe('Something new the server says');
    expect(m('Only 2 of Jaya Rice left in stock, sorry.')).toBe('Only 2 of Jaya Rice left in stock, sorry.');
  });

  it('leaves English as it is', () => {
    const english = createTranslator('en', { words: en, messages: {} });
    expect(english.m('Order placed successfully!')).toBe('Order placed successfully!');
    expect(english.t('checkout.placeOrder')).toBe('Place Order');
  });
});

describe('the areas’ messages', () => {
  it('do not translate again what the shop’s file translates (a page loads both: one translation each)', () => {
    const again = Object.entries(AREA_FILES).flatMap(([area, files]) =>
      Object.keys(((files.ml as Tree).messages ?? {}) as Record<string, string>)
        .filter((english) => english in mlMessages)
        .map((english) => `${area}: ${english}`),
    );
    expect(again).toEqual([]);
  });
});

describe('a page’s messages', () => {
  it('include those of the areas it has loaded: a toast on an admin screen says the panel’s refusals in Malayalam', () => {
    const { m } = createTranslator('ml', { words: ml, messages: mlMessages });
    const refusal = 'Each item needs a product or a barcode';
    expect(m(refusal)).toBe(refusal);
    provideAllAreaWords('ml');
    const page = withAreaMessages(createTranslator('ml', { words: ml, messages: mlMessages }));
    expect(page.m(refusal)).toBe(
      (AREA_FILES.admin.ml as { messages: Record<string, string> }).messages[refusal],
    );
    expect(page.m('Order placed successfully!')).toBe(mlMessages['Order placed successfully!']);
  });
});
