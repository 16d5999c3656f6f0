/** Small label icons drawn from shapes only (no text): used on packs, jars and bottles. */
import { darken, group, lighten, tag } from './svg-kit';

export type EmblemName =
  | 'grain'
  | 'leaf'
  | 'chilli'
  | 'drop'
  | 'coconut'
  | 'sunflower'
  | 'jasmine'
  | 'bean'
  | 'lemon'
  | 'cup'
  | 'bubbles'
  | 'ginger'
  | 'sparkle'
  | 'sesame'
  | 'banana'
  | 'cow'
  | 'flame';

/** Draw an emblem centred at (cx, cy) in a 60 × 60 box scaled by `scale`. */
export function emblem(name: EmblemName, cx: number, cy: number, color: string, scale = 1): string {
  return group(EMBLEMS[name](color), { transform: `translate(${cx} ${cy}) scale(${scale})` });
}

const EMBLEMS: Record<EmblemName, (color: string) => string> = {
  grain: (c) =>
    tag('path', {
      d: 'M0,26 C0,10 0,-4 0,-24',
      stroke: darken(c, 0.2),
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    [-16, -4, 8].map((y) => kernelPair(y, c)).join('') +
    tag('ellipse', { cx: 0, cy: -26, rx: 5, ry: 8, fill: c }),
  leaf: (c) =>
    tag('path', { d: 'M-20,20 C-24,-8 0,-26 24,-24 C24,2 6,22 -20,20 Z', fill: c }) +
    tag('path', {
      d: 'M-20,20 C-6,6 6,-6 18,-18',
      stroke: lighten(c, 0.45),
      'stroke-width': 2.5,
      fill: 'none',
    }),
  chilli: (c) =>
    tag('path', { d: 'M-18,-14 C-6,-12 18,-2 20,22 C6,10 -10,2 -20,-6 Z', fill: c }) +
    tag('path', {
      d: 'M-20,-10 C-24,-16 -22,-22 -14,-24',
      stroke: '#3f8f3a',
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  drop: (c) =>
    tag('path', { d: 'M0,-24 C10,-10 18,0 18,10 A18,18 0 0 1 -18,10 C-18,0 -10,-10 0,-24 Z', fill: c }) +
    tag('ellipse', { cx: -7, cy: 8, rx: 4, ry: 7, fill: '#ffffff', 'fill-opacity': 0.55 }),
  coconut: (c) =>
    tag('circle', { cx: 0, cy: 2, r: 20, fill: c }) +
    tag('path', { d: 'M-17,-6 A20,20 0 0 1 17,-6 Q0,2 -17,-6 Z', fill: lighten(c, 0.85) }) +
    [-6, 0, 6].map((x) => tag('circle', { cx: x, cy: 10, r: 2.2, fill: darken(c, 0.4) })).join(''),
  sunflower: (c) =>
    Array.from({ length: 10 }, (_, i) =>
      tag('ellipse', { cx: 0, cy: -15, rx: 6, ry: 10, fill: c, transform: `rotate(${i * 36})` }),
    ).join('') + tag('circle', { cx: 0, cy: 0, r: 10, fill: '#6b4226' }),
  jasmine: (c) =>
    Array.from({ length: 5 }, (_, i) =>
      tag('ellipse', { cx: 0, cy: -12, rx: 7, ry: 12, fill: c, transform: `rotate(${i * 72})` }),
    ).join('') + tag('circle', { cx: 0, cy: 0, r: 5, fill: '#f2c94c' }),
  bean: (c) =>
    tag('ellipse', { cx: 0, cy: 0, rx: 16, ry: 22, fill: c, transform: 'rotate(25)' }) +
    tag('path', {
      d: 'M-6,-18 C6,-6 -6,6 6,18',
      stroke: lighten(c, 0.4),
      'stroke-width': 3,
      fill: 'none',
      transform: 'rotate(25)',
    }),
  lemon: (c) =>
    tag('circle', { cx: 0, cy: 0, r: 20, fill: c }) +
    tag('circle', { cx: 0, cy: 0, r: 16, fill: lighten(c, 0.55) }) +
    Array.from({ length: 8 }, (_, i) =>
      tag('path', { d: 'M0,0 L-4,-13 A14,14 0 0 1 4,-13 Z', fill: c, transform: `rotate(${i * 45})` }),
    ).join(''),
  cup: (c) =>
    tag('path', { d: 'M-18,-8 L18,-8 L14,18 Q13,22 8,22 L-8,22 Q-13,22 -14,18 Z', fill: c }) +
    tag('path', { d: 'M18,-2 Q28,0 26,8 Q24,14 16,12', stroke: c, 'stroke-width': 4, fill: 'none' }) +
    tag('path', {
      d: 'M-6,-14 Q-10,-20 -6,-26 M4,-14 Q0,-20 4,-26',
      stroke: c,
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  bubbles: (c) =>
    tag('circle', { cx: -6, cy: 4, r: 14, fill: c }) +
    tag('circle', { cx: 12, cy: -10, r: 9, fill: c }) +
    tag('circle', { cx: 14, cy: 14, r: 6, fill: c }) +
    tag('circle', { cx: -10, cy: -2, r: 4, fill: '#ffffff', 'fill-opacity': 0.7 }),
  ginger: (c) =>
    tag('path', {
      d: 'M-22,8 C-22,-4 -10,-6 -4,-2 C-2,-14 10,-18 14,-8 C24,-8 26,6 16,10 C10,18 -16,20 -22,8 Z',
      fill: c,
    }) +
    tag('path', {
      d: 'M-12,4 L-12,10 M4,0 L4,8',
      stroke: darken(c, 0.25),
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  sparkle: (c) => tag('path', { d: 'M0,-24 Q4,-4 24,0 Q4,4 0,24 Q-4,4 -24,0 Q-4,-4 0,-24 Z', fill: c }),
  sesame: (c) =>
    [
      [-10, -8, -20],
      [8, -12, 15],
      [-4, 8, 5],
      [12, 8, 40],
      [-16, 10, -45],
    ]
      .map(([x, y, r]) =>
        tag('ellipse', {
          cx: x ?? 0,
          cy: y ?? 0,
          rx: 4,
          ry: 7,
          fill: c,
          transform: `rotate(${r} ${x} ${y})`,
        }),
      )
      .join(''),
  banana: (c) =>
    tag('path', { d: 'M-22,-10 C-18,14 10,22 24,4 C20,10 -6,10 -14,-12 Z', fill: c }) +
    tag('path', { d: 'M-22,-10 L-24,-16', stroke: '#6b4f2a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
  cow: (c) =>
    tag('ellipse', { cx: 0, cy: 4, rx: 16, ry: 18, fill: c }) +
    tag('ellipse', { cx: 0, cy: 14, rx: 11, ry: 8, fill: lighten(c, 0.6) }) +
    tag('ellipse', { cx: -18, cy: -8, rx: 8, ry: 4, fill: c, transform: 'rotate(-20 -18 -8)' }) +
    tag('ellipse', { cx: 18, cy: -8, rx: 8, ry: 4, fill: c, transform: 'rotate(20 18 -8)' }) +
    tag('circle', { cx: -6, cy: -2, r: 2.5, fill: '#ffffff' }) +
    tag('circle', { cx: 6, cy: -2, r: 2.5, fill: '#ffffff' }),
  flame: (c) =>
    tag('path', { d: 'M0,-24 C12,-10 16,0 14,10 A14,14 0 0 1 -14,10 C-14,0 -6,-6 0,-24 Z', fill: c }) +
    tag('path', { d: 'M0,-4 C6,4 8,8 6,14 A6,6 0 0 1 -6,14 C-6,8 -2,4 0,-4 Z', fill: '#ffe08a' }),
};

function kernelPair(y: number, color: string): string {
  return (
    tag('ellipse', { cx: -8, cy: y, rx: 5, ry: 9, fill: color, transform: `rotate(-35 -8 ${y})` }) +
    tag('ellipse', { cx: 8, cy: y, rx: 5, ry: 9, fill: color, transform: `rotate(35 8 ${y})` })
  );
}
