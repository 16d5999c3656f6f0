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
import en from './en.json';
import ml from './ml.json';
import mlMessages from './ml-messages.json';
import { createTranslator } from './translator';
import { AREA_FILES } from '../testing/area-words';

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
