import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './web-pages';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Fresh Mart</title>' +
  '<meta name="description" content="" /></head><body><div id="root"></div></body></html>';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the first HTML’s title in the reader’s language (docs/decisions/098)', () => {
  const pageFor = createPageRenderer(TEMPLATE);

  it('in Malayalam names the page as its heading does, in English as SPEC’s pages do', () => {
    expect(titleOf(pageFor('/leaderboard', [], undefined, undefined, 'ml').html)).toBe(
      'ലീഡർബോർഡ് · Fresh Mart',
    );
    expect(titleOf(pageFor('/track-order', [], undefined, undefined, 'ml').html)).toBe(
      'ഓർഡർ എവിടെയെത്തി · Fresh Mart',
    );
    expect(titleOf(pageFor('/leaderboard', [], undefined, undefined, 'en').html)).toBe(
      'Leaderboard · Fresh Mart',
    );
  });

  it('a page of the shop’s own text keeps its title; an unknown address reads the 404 in Malayalam', () => {
    expect(titleOf(pageFor('/faq', [], undefined, undefined, 'ml').html)).toBe(
      'Frequently asked questions · Fresh Mart',
    );
    expect(titleOf(pageFor('/no-such-page', [], undefined, undefined, 'ml').html)).toBe(
      'ക്ഷമിക്കണം! പേജ് കണ്ടെത്തിയില്ല · Fresh Mart',
    );
  });
});
