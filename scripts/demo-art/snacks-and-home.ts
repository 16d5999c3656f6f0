/** Snacks, cups and household items for the 480 × 480 product tiles (objects stand on y = 400). */
import { darken, group, lighten, seededRandom, tag } from './svg-kit';

export function pappadamStack(): string {
  let discs = '';
  for (let i = 0; i < 6; i++) {
    discs += tag('ellipse', {
      cx: 230,
      cy: 388 - i * 12,
      rx: 120,
      ry: 34,
      fill: i % 2 === 0 ? '#f3e3b3' : '#ecd79f',
    });
  }
  return discs + puffedPappadam(290, 230, 100);
}

function puffedPappadam(cx: number, cy: number, r: number): string {
  const random = seededRandom('pappadam-bubbles');
  let bubbles = '';
  for (let i = 0; i < 16; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.8;
    bubbles += tag('circle', {
      cx: cx + Math.cos(a) * d,
      cy: cy + Math.sin(a) * d,
      r: 5 + random() * 8,
      fill: '#f8edc8',
      stroke: '#e2c98a',
      'stroke-width': 2,
    });
  }
  return group(
    tag('circle', { cx, cy, r, fill: '#f5e6b8', stroke: '#e3c98c', 'stroke-width': 4 }) + bubbles,
    { transform: `rotate(-12 ${cx} ${cy})` },
  );
}

export function rusks(): string {
  const rusk = (x: number, y: number, angle: number): string =>
    group(
      tag('rect', { x: -70, y: -26, width: 140, height: 52, rx: 14, fill: '#e2a859' }) +
        tag('rect', { x: -62, y: -18, width: 124, height: 36, rx: 10, fill: '#f6d9a0' }) +
        [-40, -10, 20, 44]
          .map((dx, i) => tag('circle', { cx: dx, cy: i % 2 === 0 ? -4 : 6, r: 3, fill: '#d9b070' }))
          .join(''),
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    );
  return rusk(250, 372, -4) + rusk(236, 322, 6) + rusk(258, 272, -8) + rusk(230, 224, 10);
}

export function halwaBlock(): string {
  const cashew = (x: number, y: number, angle: number): string =>
    tag('path', {
      d: 'M-10,-6 Q0,-14 10,-6 Q4,-8 0,0 Q-6,8 -10,-6 Z',
      fill: '#f3dfb0',
      transform: `translate(${x} ${y}) rotate(${angle}) scale(1.3)`,
    });
  const slab = (x: number, y: number, w: number): string =>
    tag('polygon', {
      points: `${x},${y} ${x + 40},${y - 22} ${x + w + 40},${y - 22} ${x + w},${y}`,
      fill: '#5b2a3a',
    }) +
    tag('polygon', {
      points: `${x + w},${y} ${x + w + 40},${y - 22} ${x + w + 40},${y + 58} ${x + w},${y + 80}`,
      fill: '#2f1220',
    }) +
    tag('rect', { x, y, width: w, height: 80, fill: '#43192a' }) +
    tag('rect', {
      x: x + 10,
      y: y + 10,
      width: w * 0.5,
      height: 8,
      rx: 4,
      fill: '#ffffff',
      'fill-opacity': 0.18,
    });
  return (
    tag('rect', { x: 110, y: 372, width: 280, height: 28, rx: 10, fill: '#e9e1d3' }) +
    slab(130, 290, 170) +
    cashew(170, 290, 10) +
    cashew(225, 282, -20) +
    cashew(270, 290, 30) +
    group(slab(0, 0, 60), { transform: 'translate(320 300) rotate(8)' }) +
    cashew(350, 306, -5)
  );
}

export function biscuitStack(): string {
  const biscuit = (cx: number, cy: number): string =>
    tag('ellipse', { cx, cy: cy + 8, rx: 70, ry: 18, fill: '#c98a3e' }) +
    tag('ellipse', { cx, cy, rx: 70, ry: 18, fill: '#e8b866' }) +
    [-40, -15, 10, 35]
      .map((dx, i) => tag('circle', { cx: cx + dx, cy: cy + (i % 2 === 0 ? -4 : 4), r: 3, fill: '#c98a3e' }))
      .join('');
  let stack = '';
  for (let i = 0; i < 6; i++) stack += biscuit(190, 384 - i * 20);
  return (
    tag('path', { d: 'M262,180 L382,180 L382,400 L262,400 Z', fill: '#2e7dd7' }) +
    tag('path', { d: 'M262,170 L382,170 L382,190 L262,190 Z', fill: '#1f5fae' }) +
    tag('circle', { cx: 322, cy: 270, r: 34, fill: '#ffffff' }) +
    tag('circle', { cx: 322, cy: 270, r: 24, fill: '#e8b866' }) +
    tag('rect', { x: 282, y: 330, width: 80, height: 8, rx: 4, fill: '#ffffff', 'fill-opacity': 0.8 }) +
    stack
  );
}

export function achappam(cx: number, cy: number, r: number, tone: string): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += tag('circle', {
      cx: cx + Math.cos((i * Math.PI) / 4) * r * 0.62,
      cy: cy + Math.sin((i * Math.PI) / 4) * r * 0.62,
      r: r * 0.4,
      fill: tone,
    });
  }
  let holes = '';
  for (let i = 0; i < 8; i++) {
    holes += tag('circle', {
      cx: cx + Math.cos((i * Math.PI) / 4 + 0.4) * r * 0.55,
      cy: cy + Math.sin((i * Math.PI) / 4 + 0.4) * r * 0.55,
      r: r * 0.1,
      fill: darken(tone, 0.25),
    });
  }
  return (
    petals +
    tag('circle', { cx, cy, r: r * 0.45, fill: lighten(tone, 0.15) }) +
    holes +
    tag('circle', { cx, cy, r: r * 0.14, fill: darken(tone, 0.25) })
  );
}

export function chip(color: string, edge: string) {
  return (x: number, y: number, angle: number): string =>
    tag('ellipse', {
      cx: x,
      cy: y,
      rx: 22,
      ry: 17,
      fill: color,
      stroke: edge,
      'stroke-width': 3,
      transform: `rotate(${angle} ${x} ${y})`,
    }) + tag('circle', { cx: x + 3, cy: y - 2, r: 2, fill: edge, 'fill-opacity': 0.6 });
}

export function jackfruitChip(x: number, y: number, angle: number): string {
  return tag('rect', {
    x: x - 26,
    y: y - 8,
    width: 52,
    height: 16,
    rx: 8,
    fill: '#f2b534',
    stroke: '#d48f16',
    'stroke-width': 2.5,
    transform: `rotate(${angle} ${x} ${y})`,
  });
}

export function upperiChunk(x: number, y: number, angle: number): string {
  return (
    tag('path', {
      d: 'M-18,-12 L16,-14 Q22,0 14,14 L-16,12 Q-24,0 -18,-12 Z',
      fill: '#a0561e',
      stroke: '#7d3f12',
      'stroke-width': 2,
      transform: `translate(${x} ${y}) rotate(${angle})`,
    }) + tag('circle', { cx: x - 4, cy: y - 3, r: 3, fill: '#e9c48a', 'fill-opacity': 0.8 })
  );
}

export function idiyappamNest(cx: number, cy: number): string {
  let strands = '';
  for (let i = 0; i < 14; i++) {
    const r = 18 + i * 4;
    const a = i * 0.7;
    strands += tag('ellipse', {
      cx: cx + Math.cos(a) * 4,
      cy,
      rx: r,
      ry: r * 0.42,
      fill: 'none',
      stroke: i % 2 === 0 ? '#fffaf0' : '#efe4cc',
      'stroke-width': 3,
    });
  }
  return tag('ellipse', { cx, cy: cy + 6, rx: 78, ry: 32, fill: '#e6d7b5' }) + strands;
}

export function appam(cx: number, cy: number): string {
  return (
    tag('ellipse', { cx, cy, rx: 80, ry: 30, fill: '#e7c893' }) +
    tag('ellipse', { cx, cy, rx: 70, ry: 25, fill: '#f5e8cc' }) +
    tag('ellipse', { cx, cy, rx: 38, ry: 14, fill: '#fffdf6' })
  );
}

export function teaGlass(cx: number, tea: string): string {
  return (
    tag('path', {
      d: `M${cx - 40},250 L${cx + 40},250 L${cx + 32},392 Q${cx + 31},400 ${cx + 22},400 L${cx - 22},400 Q${cx - 31},400 ${cx - 32},392 Z`,
      fill: '#ffffff',
      'fill-opacity': 0.6,
    }) +
    tag('path', {
      d: `M${cx - 37},280 L${cx + 37},280 L${cx + 32},392 Q${cx + 31},398 ${cx + 22},398 L${cx - 22},398 Q${cx - 31},398 ${cx - 32},392 Z`,
      fill: tea,
    }) +
    tag('ellipse', { cx, cy: 280, rx: 37, ry: 6, fill: lighten(tea, 0.3) }) +
    tag('path', {
      d: `M${cx - 26},292 L${cx - 22},386`,
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-opacity': 0.35,
      'stroke-linecap': 'round',
    }) +
    steam(cx, 238)
  );
}

export function steelTumbler(cx: number): string {
  return (
    tag('ellipse', { cx, cy: 390, rx: 74, ry: 14, fill: '#9aa4ab' }) +
    tag('path', {
      d: `M${cx - 72},372 Q${cx},408 ${cx + 72},372 L${cx + 64},352 L${cx - 64},352 Z`,
      fill: '#c3ccd2',
    }) +
    tag('path', { d: `M${cx - 40},240 L${cx + 40},240 L${cx + 32},376 L${cx - 32},376 Z`, fill: '#d5dde2' }) +
    tag('path', { d: `M${cx + 14},240 L${cx + 40},240 L${cx + 32},376 L${cx + 12},376 Z`, fill: '#aeb8bf' }) +
    tag('ellipse', { cx, cy: 240, rx: 40, ry: 9, fill: '#7b4a2a' }) +
    tag('ellipse', { cx, cy: 239, rx: 28, ry: 5, fill: '#d9b48c' }) +
    tag('path', {
      d: `M${cx - 28},252 L${cx - 24},366`,
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-opacity': 0.6,
      'stroke-linecap': 'round',
    }) +
    steam(cx, 226)
  );
}

function steam(cx: number, top: number): string {
  return [-14, 6]
    .map((dx) =>
      tag('path', {
        d: `M${cx + dx},${top} Q${cx + dx - 10},${top - 20} ${cx + dx},${top - 40} Q${cx + dx + 10},${top - 60} ${cx + dx},${top - 76}`,
        stroke: '#ffffff',
        'stroke-width': 6,
        'stroke-opacity': 0.8,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    )
    .join('');
}

export function soapBar(color: string, seed: string): string {
  const random = seededRandom(seed);
  let bubbles = '';
  for (let i = 0; i < 9; i++) {
    const r = 8 + random() * 20;
    bubbles += tag('circle', {
      cx: 130 + random() * 220,
      cy: 110 + random() * 130,
      r,
      fill: '#ffffff',
      'fill-opacity': 0.55,
      stroke: '#ffffff',
      'stroke-width': 2,
    });
  }
  return (
    tag('rect', { x: 136, y: 300, width: 208, height: 90, rx: 45, fill: darken(color, 0.15) }) +
    tag('rect', { x: 136, y: 270, width: 208, height: 100, rx: 48, fill: color }) +
    tag('rect', { x: 170, y: 290, width: 140, height: 56, rx: 28, fill: lighten(color, 0.2) }) +
    tag('rect', { x: 196, y: 312, width: 88, height: 10, rx: 5, fill: darken(color, 0.08) }) +
    tag('path', {
      d: 'M160,292 Q170,280 190,278',
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-opacity': 0.6,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    bubbles
  );
}

export function agarbathi(): string {
  const stick = (angle: number): string =>
    group(
      tag('rect', { x: -2.5, y: -190, width: 5, height: 190, fill: '#7b4a2a' }) +
        tag('rect', { x: -4.5, y: -190, width: 9, height: 130, rx: 4, fill: '#5a3a2a' }) +
        tag('circle', { cx: 0, cy: -192, r: 5, fill: '#ff7a2f' }) +
        tag('circle', { cx: 0, cy: -192, r: 2.5, fill: '#ffd36e' }),
      { transform: `translate(240 360) rotate(${angle})` },
    );
  const smoke = (x: number, y: number, flip: number): string =>
    tag('path', {
      d: `M${x},${y} Q${x + 24 * flip},${y - 30} ${x},${y - 60} Q${x - 24 * flip},${y - 90} ${x + 6 * flip},${y - 120}`,
      stroke: '#ffffff',
      'stroke-width': 5,
      'stroke-opacity': 0.75,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  return (
    stick(-18) +
    stick(0) +
    stick(18) +
    smoke(180, 170, 1) +
    smoke(240, 158, -1) +
    smoke(300, 170, 1) +
    tag('ellipse', { cx: 240, cy: 388, rx: 90, ry: 16, fill: '#b8860b' }) +
    tag('path', { d: 'M190,386 Q196,346 240,340 Q284,346 290,386 Z', fill: '#d4a017' }) +
    tag('ellipse', { cx: 240, cy: 344, rx: 22, ry: 7, fill: '#b8860b' }) +
    tag('path', {
      d: 'M204,380 Q208,356 226,350',
      stroke: '#ffffff',
      'stroke-width': 4,
      'stroke-opacity': 0.45,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

export function squeezeBottle(o: { body: string; cap: string; accent: string; dx?: number }): string {
  const dx = o.dx ?? 0;
  return group(
    tag('path', {
      d: 'M200,170 Q196,140 224,134 L256,134 Q284,140 280,170 L292,384 Q292,402 274,402 L206,402 Q188,402 188,384 Z',
      fill: o.body,
    }) +
      tag('path', {
        d: 'M262,150 Q284,150 280,170 L292,384 Q292,402 274,402 L266,402 Q276,260 262,150 Z',
        fill: darken(o.body, 0.15),
        'fill-opacity': 0.6,
      }) +
      tag('rect', { x: 220, y: 100, width: 40, height: 38, rx: 8, fill: o.cap }) +
      tag('rect', { x: 232, y: 86, width: 16, height: 18, rx: 5, fill: darken(o.cap, 0.2) }) +
      tag('circle', { cx: 240, cy: 270, r: 36, fill: '#ffffff' }) +
      tag('circle', { cx: 240, cy: 270, r: 26, fill: o.accent }) +
      tag('circle', { cx: 240, cy: 270, r: 20, fill: lighten(o.accent, 0.5) }) +
      [0, 60, 120, 180, 240, 300]
        .map((a) =>
          tag('path', {
            d: 'M0,0 L-5,-18 A19,19 0 0 1 5,-18 Z',
            fill: o.accent,
            transform: `translate(240 270) rotate(${a})`,
          }),
        )
        .join('') +
      tag('rect', { x: 206, y: 330, width: 68, height: 8, rx: 4, fill: '#ffffff', 'fill-opacity': 0.8 }) +
      tag('path', {
        d: 'M204,180 L200,370',
        stroke: '#ffffff',
        'stroke-width': 8,
        'stroke-opacity': 0.3,
        'stroke-linecap': 'round',
      }),
    { transform: `translate(${dx} 0)` },
  );
}

export function handleJug(o: { body: string; cap: string; flower: string }): string {
  return (
    tag('path', {
      d: 'M190,150 L250,150 L250,130 L286,130 L286,150 Q330,160 330,210 L330,384 Q330,402 312,402 L168,402 Q150,402 150,384 L150,200 Q150,156 190,150 Z',
      fill: o.body,
    }) +
    tag('path', {
      d: 'M270,170 Q312,170 312,210 L312,250 Q312,262 300,262 L290,262 Q286,220 270,200 Z',
      fill: darken(o.body, 0.12),
    }) +
    tag('path', {
      d: 'M292,176 Q300,182 300,210 L300,244',
      stroke: lighten(o.body, 0.5),
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    tag('rect', { x: 244, y: 104, width: 48, height: 32, rx: 7, fill: o.cap }) +
    tag('path', {
      d: 'M306,200 L330,210 L330,384 Q330,402 312,402 L300,402 Z',
      fill: darken(o.body, 0.15),
      'fill-opacity': 0.5,
    }) +
    tag('rect', { x: 170, y: 270, width: 130, height: 104, rx: 16, fill: '#ffffff' }) +
    jasmineSpray(235, 312, o.flower) +
    tag('rect', { x: 196, y: 352, width: 78, height: 7, rx: 3.5, fill: o.body, 'fill-opacity': 0.8 })
  );
}

function jasmineSpray(cx: number, cy: number, color: string): string {
  const flower = (x: number, y: number, s: number): string =>
    [0, 72, 144, 216, 288]
      .map((a) =>
        tag('ellipse', {
          cx: 0,
          cy: -9,
          rx: 5,
          ry: 9,
          fill: color,
          stroke: '#d9e6d0',
          'stroke-width': 1,
          transform: `translate(${x} ${y}) scale(${s}) rotate(${a})`,
        }),
      )
      .join('') + tag('circle', { cx: x, cy: y, r: 3.5 * s, fill: '#f2c94c' });
  return (
    tag('path', {
      d: `M${cx - 40},${cy + 20} Q${cx},${cy - 10} ${cx + 40},${cy + 16}`,
      stroke: '#5a9a4a',
      'stroke-width': 3,
      fill: 'none',
    }) +
    flower(cx - 24, cy + 2, 1.1) +
    flower(cx + 4, cy - 6, 1.3) +
    flower(cx + 30, cy + 6, 1)
  );
}

export function sponge(x: number, y: number): string {
  return (
    tag('rect', { x, y, width: 110, height: 28, rx: 8, fill: '#2e9e5b' }) +
    tag('rect', { x, y: y + 28, width: 110, height: 36, rx: 8, fill: '#f7d046' }) +
    [12, 34, 58, 80, 98]
      .map((dx, i) => tag('circle', { cx: x + dx, cy: y + 44 + (i % 2) * 8, r: 3.5, fill: '#e0b52c' }))
      .join('')
  );
}

export function lemonHalf(cx: number, cy: number, r: number): string {
  return (
    tag('circle', { cx, cy, r, fill: '#f4c430' }) +
    tag('circle', { cx, cy, r: r * 0.82, fill: '#fff3b0' }) +
    [0, 60, 120, 180, 240, 300]
      .map((a) =>
        tag('path', {
          d: `M0,0 L${-r * 0.22},${-r * 0.72} A${r * 0.75},${r * 0.75} 0 0 1 ${r * 0.22},${-r * 0.72} Z`,
          fill: '#f7dc5c',
          transform: `translate(${cx} ${cy}) rotate(${a})`,
        }),
      )
      .join('')
  );
}

export function sugarCubes(): string {
  const cube = (x: number, y: number): string =>
    tag('polygon', {
      points: `${x},${y} ${x + 16},${y - 9} ${x + 46},${y - 9} ${x + 30},${y}`,
      fill: '#ffffff',
    }) +
    tag('polygon', {
      points: `${x + 30},${y} ${x + 46},${y - 9} ${x + 46},${y + 21} ${x + 30},${y + 30}`,
      fill: '#dfe6ee',
    }) +
    tag('rect', { x, y, width: 30, height: 30, fill: '#f1f5f9' });
  return cube(92, 368) + cube(332, 364) + cube(356, 332);
}

export function crystals(seed: string, color: string): string {
  const random = seededRandom(seed);
  let out = '';
  for (let i = 0; i < 14; i++) {
    const x = 90 + random() * 300;
    const y = 386 + random() * 12;
    if (x > 150 && x < 330) continue;
    const s = 6 + random() * 6;
    out += tag('polygon', {
      points: `${x},${y - s} ${x + s},${y} ${x},${y + s * 0.6} ${x - s},${y}`,
      fill: color,
      stroke: '#cfd8e3',
      'stroke-width': 1,
    });
  }
  return out;
}
