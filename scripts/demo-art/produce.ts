/** Fresh produce and loose foods for the 480 × 480 product tiles (objects stand on y = 400). */
import { darken, group, lighten, scatter, seededRandom, tag } from './svg-kit';

/** A hand of bananas: `count` curved fingers fanned out from a stalk. */
export function bananaBunch(o: { color: string; count: number; length: number; thickness: number }): string {
  let fingers = '';
  const spread = 70;
  for (let i = 0; i < o.count; i++) {
    const angle = -spread / 2 + (spread * i) / Math.max(1, o.count - 1);
    const tone = i % 2 === 0 ? o.color : darken(o.color, 0.06);
    fingers += group(bananaFinger(tone, o.length, o.thickness), { transform: `rotate(${angle} 240 150)` });
  }
  return (
    fingers +
    tag('path', { d: 'M226,150 Q232,110 250,96 L262,104 Q248,120 250,152 Z', fill: '#7a5a2b' }) +
    tag('ellipse', { cx: 240, cy: 152, rx: 26, ry: 14, fill: '#8a6a34' })
  );
}

function bananaFinger(color: string, length: number, thickness: number): string {
  const end = 150 + length;
  const t = thickness;
  return (
    tag('path', {
      d: `M${240 - t / 2},160 C${240 - t},${150 + length * 0.6} ${240 + t * 1.4},${end} ${240 + t * 2.6},${end - 6} C${240 + t * 2.2},${end - 20} ${240 + t * 0.9},${150 + length * 0.55} ${240 + t / 2},160 Z`,
      fill: color,
    }) +
    tag('path', {
      d: `M${240 + t * 0.2},170 C${240 + t * 0.1},${150 + length * 0.55} ${240 + t * 1.2},${end - 14} ${240 + t * 2.2},${end - 10}`,
      stroke: darken(color, 0.18),
      'stroke-width': 2.5,
      fill: 'none',
    }) +
    tag('circle', { cx: 240 + t * 2.6, cy: end - 6, r: 4, fill: '#5b4320' })
  );
}

export function coconut(cx: number, cy: number, r: number): string {
  return (
    tag('circle', { cx, cy, r, fill: '#8b5a2b' }) +
    tag('path', {
      d: `M${cx - r * 0.7},${cy - r * 0.5} Q${cx},${cy - r * 1.1} ${cx + r * 0.7},${cy - r * 0.5}`,
      stroke: '#6e4420',
      'stroke-width': 4,
      fill: 'none',
    }) +
    tag('path', {
      d: `M${cx - r * 0.9},${cy + r * 0.1} Q${cx},${cy - r * 0.3} ${cx + r * 0.9},${cy + r * 0.1}`,
      stroke: '#6e4420',
      'stroke-width': 3,
      fill: 'none',
      'stroke-opacity': 0.6,
    }) +
    tag('circle', {
      cx: cx + r * 0.55,
      cy: cy + r * 0.55,
      r: r * 0.45,
      fill: '#6e4420',
      'fill-opacity': 0.3,
    }) +
    [-0.22, 0, 0.22]
      .map((dx, i) =>
        tag('circle', {
          cx: cx + dx * r,
          cy: cy - r * 0.72 + (i === 1 ? -r * 0.12 : 0),
          r: r * 0.07,
          fill: '#4a2c12',
        }),
      )
      .join('')
  );
}

export function halfCoconut(cx: number, cy: number, r: number): string {
  return (
    tag('path', { d: `M${cx - r},${cy} A${r},${r} 0 0 0 ${cx + r},${cy} Z`, fill: '#8b5a2b' }) +
    tag('ellipse', { cx, cy, rx: r, ry: r * 0.32, fill: '#6e4420' }) +
    tag('ellipse', { cx, cy, rx: r * 0.86, ry: r * 0.25, fill: '#fbf8f0' }) +
    tag('ellipse', { cx, cy: cy + 2, rx: r * 0.62, ry: r * 0.15, fill: '#efe8d6' })
  );
}

export function tenderCoconut(): string {
  return (
    tag('path', {
      d: 'M160,250 Q150,360 240,400 Q330,360 320,250 Q300,170 240,150 Q180,170 160,250 Z',
      fill: '#6fae3d',
    }) +
    tag('path', {
      d: 'M280,190 Q322,240 316,300 Q306,370 240,400 Q296,340 280,190 Z',
      fill: '#4f8d2a',
      'fill-opacity': 0.7,
    }) +
    tag('path', { d: 'M196,176 L284,176 L272,150 L208,150 Z', fill: '#e9e2c4' }) +
    tag('ellipse', { cx: 240, cy: 150, rx: 32, ry: 8, fill: '#f7f3e3' }) +
    tag('rect', {
      x: 248,
      y: 70,
      width: 12,
      height: 86,
      rx: 5,
      fill: '#f06f8a',
      transform: 'rotate(14 254 150)',
    }) +
    tag('rect', {
      x: 248,
      y: 70,
      width: 12,
      height: 22,
      rx: 5,
      fill: '#ffffff',
      'fill-opacity': 0.5,
      transform: 'rotate(14 254 150)',
    }) +
    tag('path', {
      d: 'M184,230 Q182,300 206,350',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-opacity': 0.25,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

export function jackfruit(seed: string): string {
  const random = seededRandom(seed);
  const bumps = scatter(random, 120, { cx: 240, cy: 272, rx: 104, ry: 114 }, (x, y) =>
    tag('circle', { cx: x, cy: y, r: 3.5, fill: '#7f9a2c', 'fill-opacity': 0.8 }),
  );
  return (
    tag('path', {
      d: 'M240,146 Q244,118 262,104',
      stroke: '#6b4f2a',
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    tag('ellipse', { cx: 240, cy: 272, rx: 118, ry: 128, fill: '#a7c04a' }) +
    tag('path', {
      d: 'M300,170 Q372,250 330,350 Q290,400 240,400 Q340,330 300,170 Z',
      fill: '#8aa23a',
      'fill-opacity': 0.7,
    }) +
    bumps +
    tag('path', {
      d: 'M170,220 Q160,280 190,330',
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-opacity': 0.22,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

export function tapioca(): string {
  const root = (x: number, y: number, angle: number, length: number): string =>
    group(
      tag('path', { d: `M0,-26 Q${length / 2},-36 ${length},-6 Q${length / 2},26 0,24 Z`, fill: '#8a5a35' }) +
        tag('path', {
          d: `M${length * 0.3},-26 L${length * 0.34},22 M${length * 0.62},-24 L${length * 0.66},16`,
          stroke: '#6d4426',
          'stroke-width': 3,
        }) +
        tag('ellipse', { cx: 0, cy: -1, rx: 10, ry: 25, fill: '#f6ecd2' }) +
        tag('ellipse', { cx: 0, cy: -1, rx: 4, ry: 10, fill: '#e8d8b0' }),
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    );
  return root(128, 268, 18, 230) + root(112, 334, 4, 250) + root(150, 378, -8, 220);
}

export function shallots(seed: string): string {
  const random = seededRandom(seed);
  const spots: Array<[number, number, number]> = [
    [200, 300, 34],
    [284, 296, 36],
    [150, 364, 38],
    [330, 362, 36],
    [242, 352, 44],
    [190, 386, 30],
    [292, 388, 30],
  ];
  return spots.map(([x, y, r]) => shallot(x, y, r, random() * 20 - 10)).join('');
}

function shallot(x: number, y: number, r: number, tilt: number): string {
  return group(
    tag('path', {
      d: `M0,${-r * 1.5} Q${r * 0.2},${-r} ${r},${-r * 0.1} A${r},${r * 0.95} 0 1 1 ${-r},${-r * 0.1} Q${-r * 0.2},${-r} 0,${-r * 1.5} Z`,
      fill: '#b5456b',
    }) +
      tag('path', {
        d: `M${r * 0.3},${-r * 0.6} Q${r * 0.9},0 ${r * 0.3},${r * 0.8}`,
        stroke: '#8e2f52',
        'stroke-width': 3,
        fill: 'none',
      }) +
      tag('path', {
        d: `M${-r * 0.5},${-r * 0.4} Q${-r * 0.8},${r * 0.1} ${-r * 0.4},${r * 0.5}`,
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-opacity': 0.3,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      tag('path', {
        d: `M0,${-r * 1.5} L${r * 0.1},${-r * 1.8}`,
        stroke: '#c9a36b',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    { transform: `translate(${x} ${y}) rotate(${tilt})` },
  );
}

export function curryLeaves(): string {
  const sprig = (angle: number, leaves: number, length: number): string => {
    let out = tag('path', {
      d: `M0,0 Q6,${-length / 2} 0,${-length}`,
      stroke: '#4c7a2b',
      'stroke-width': 4,
      fill: 'none',
    });
    for (let i = 0; i < leaves; i++) {
      const y = -30 - i * ((length - 40) / leaves);
      const size = 1 - i * 0.04;
      out += leaf(-4, y, -60, size, i % 2 === 0 ? '#3f9142' : '#4ea34f');
      out += leaf(4, y - 8, 60, size, i % 2 === 0 ? '#4ea34f' : '#3f9142');
    }
    out += leaf(0, -length, 0, 0.85, '#5bb25a');
    return group(out, { transform: `translate(240 392) rotate(${angle})` });
  };
  return sprig(-26, 8, 250) + sprig(24, 8, 240) + sprig(0, 9, 290);
}

function leaf(x: number, y: number, angle: number, size: number, color: string): string {
  return group(
    tag('path', { d: 'M0,0 Q14,-20 0,-46 Q-14,-20 0,0 Z', fill: color }) +
      tag('path', { d: 'M0,-4 L0,-40', stroke: lighten(color, 0.3), 'stroke-width': 1.5 }),
    { transform: `translate(${x} ${y}) rotate(${angle}) scale(${size})` },
  );
}

export function drumsticks(): string {
  const stick = (y: number, angle: number, tone: string): string =>
    group(
      tag('rect', { x: -170, y: -11, width: 340, height: 22, rx: 11, fill: tone }) +
        [-120, -60, 0, 60, 120]
          .map((x) => tag('ellipse', { cx: x, cy: 0, rx: 14, ry: 9, fill: darken(tone, 0.1) }))
          .join('') +
        tag('path', {
          d: 'M-160,-5 L160,-5',
          stroke: lighten(tone, 0.35),
          'stroke-width': 3,
          'stroke-opacity': 0.7,
        }) +
        tag('path', { d: 'M170,0 L192,-6', stroke: '#6d8a3a', 'stroke-width': 5, 'stroke-linecap': 'round' }),
      { transform: `translate(240 ${y}) rotate(${angle})` },
    );
  return (
    stick(300, -28, '#6f9a37') +
    stick(334, -20, '#7aa83f') +
    stick(366, -12, '#5f8b2e') +
    stick(386, -4, '#74a13c')
  );
}

export function chillies(seed: string): string {
  const random = seededRandom(seed);
  const placements: Array<[number, number, number, number]> = [
    [200, 250, -32, 1],
    [290, 262, 24, -1],
    [236, 292, -8, 1],
    [176, 330, 14, 1],
    [300, 322, -20, -1],
    [244, 352, 6, -1],
    [196, 380, -6, 1],
    [300, 380, 10, 1],
  ];
  return placements
    .map(([x, y, angle, flip], i) => {
      const tone = i === 2 ? '#d63a2f' : i % 2 === 0 ? '#2f8f3a' : '#43a64c';
      return group(
        tag('path', {
          d: 'M-80,0 C-40,-16 30,-12 70,16 C82,26 88,38 86,48 C70,28 40,18 0,16 C-30,14 -60,16 -80,12 Z',
          fill: tone,
        }) +
          tag('path', {
            d: 'M-66,2 C-30,-8 20,-4 60,16',
            stroke: '#ffffff',
            'stroke-width': 3.5,
            'stroke-opacity': 0.35,
            fill: 'none',
            'stroke-linecap': 'round',
          }) +
          tag('path', {
            d: 'M-80,6 Q-94,4 -100,-10',
            stroke: '#52702a',
            'stroke-width': 6,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        { transform: `translate(${x} ${y + random() * 6}) scale(${flip} 1) rotate(${angle})` },
      );
    })
    .join('');
}

export function egg(cx: number, cy: number, scale: number, color: string): string {
  return group(
    tag('path', {
      d: 'M0,-30 C18,-30 26,2 24,14 C22,28 10,34 0,34 C-10,34 -22,28 -24,14 C-26,2 -18,-30 0,-30 Z',
      fill: color,
    }) +
      tag('ellipse', { cx: -9, cy: -8, rx: 5, ry: 9, fill: '#ffffff', 'fill-opacity': 0.55 }) +
      tag('path', {
        d: 'M12,-12 C20,0 20,18 8,28',
        stroke: darken(color, 0.12),
        'stroke-width': 4,
        fill: 'none',
        'stroke-opacity': 0.5,
      }),
    { transform: `translate(${cx} ${cy}) scale(${scale})` },
  );
}

export function eggTray(color: string): string {
  let eggs = '';
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      eggs += egg(166 + col * 50 - row * 8, 300 + row * 30, 0.9, row === 0 ? darken(color, 0.05) : color);
    }
  }
  return (
    tag('path', { d: 'M120,330 L360,330 L342,396 L138,396 Z', fill: '#cfd8dc' }) +
    eggs +
    tag('path', { d: 'M120,350 L360,350 L342,400 L138,400 Z', fill: '#b0bec5' }) +
    [0, 1, 2, 3]
      .map((i) =>
        tag('path', {
          d: `M${148 + i * 46},354 Q${171 + i * 46},378 ${194 + i * 46},354`,
          stroke: '#90a4ae',
          'stroke-width': 3,
          fill: 'none',
        }),
      )
      .join('')
  );
}

export function eggBasket(color: string): string {
  const eggs = [
    [186, 282],
    [240, 268],
    [294, 282],
    [212, 296],
    [268, 296],
  ]
    .map(([x, y]) => egg(x ?? 0, y ?? 0, 1.15, color))
    .join('');
  return (
    eggs +
    tag('path', {
      d: 'M130,310 L350,310 L322,396 Q318,402 306,402 L174,402 Q162,402 158,396 Z',
      fill: '#b07438',
    }) +
    [330, 352, 374]
      .map((y) =>
        tag('path', {
          d: `M${128 + (y - 310) * 0.32},${y} L${352 - (y - 310) * 0.32},${y}`,
          stroke: '#8e5a28',
          'stroke-width': 5,
        }),
      )
      .join('') +
    [170, 205, 240, 275, 310]
      .map((x) =>
        tag('path', { d: `M${x},312 L${x + (240 - x) * 0.12},400`, stroke: '#8e5a28', 'stroke-width': 4 }),
      )
      .join('') +
    tag('rect', { x: 122, y: 300, width: 236, height: 18, rx: 9, fill: '#c98a45' }) +
    tag('path', { d: 'M150,304 Q240,150 330,304', stroke: '#9a6630', 'stroke-width': 10, fill: 'none' })
  );
}

/** An isometric block (paneer, butter, soap, halwa): top, front and side faces. */
export function block(o: {
  x: number;
  y: number;
  w: number;
  h: number;
  d: number;
  color: string;
  radius?: number;
}): string {
  const { x, y, w, h, d } = o;
  return (
    tag('polygon', {
      points: `${x},${y} ${x + d},${y - d * 0.55} ${x + w + d},${y - d * 0.55} ${x + w},${y}`,
      fill: lighten(o.color, 0.25),
    }) +
    tag('polygon', {
      points: `${x + w},${y} ${x + w + d},${y - d * 0.55} ${x + w + d},${y + h - d * 0.55} ${x + w},${y + h}`,
      fill: darken(o.color, 0.14),
    }) +
    tag('rect', { x, y, width: w, height: h, fill: o.color, rx: o.radius ?? 0 })
  );
}

export function jaggeryBalls(): string {
  const ball = (x: number, y: number, r: number): string =>
    tag('circle', { cx: x, cy: y, r, fill: '#8a4b1f' }) +
    tag('circle', { cx: x + r * 0.25, cy: y + r * 0.25, r: r * 0.75, fill: '#6f3a15', 'fill-opacity': 0.5 }) +
    tag('ellipse', {
      cx: x - r * 0.35,
      cy: y - r * 0.4,
      rx: r * 0.25,
      ry: r * 0.15,
      fill: '#c98a4b',
      'fill-opacity': 0.7,
    });
  return (
    tag('path', { d: 'M90,396 Q240,300 400,380 Q300,410 90,396 Z', fill: '#4caf50' }) +
    tag('path', { d: 'M100,394 Q240,330 390,380', stroke: '#2e7d32', 'stroke-width': 3, fill: 'none' }) +
    ball(190, 340, 52) +
    ball(296, 346, 48) +
    ball(244, 276, 50) +
    ball(150, 384, 26) +
    ball(338, 388, 22)
  );
}

export function pileOf(
  seed: string,
  count: number,
  area: { cx: number; cy: number; rx: number; ry: number },
  draw: (x: number, y: number, angle: number) => string,
): string {
  const random = seededRandom(seed);
  return scatter(random, count, area, (x, y, angle) => draw(x, y, angle));
}

export const grain =
  (color: string) =>
  (x: number, y: number, angle: number): string =>
    tag('ellipse', { cx: x, cy: y, rx: 3.2, ry: 7, fill: color, transform: `rotate(${angle} ${x} ${y})` });

export const peppercorn = (x: number, y: number): string =>
  tag('circle', { cx: x, cy: y, r: 8, fill: '#2b2320' }) +
  tag('circle', { cx: x - 2.5, cy: y - 2.5, r: 2.5, fill: '#6a5a50' });

export const cardamomPod = (x: number, y: number, angle: number): string =>
  group(
    tag('path', { d: 'M0,-16 C10,-10 10,10 0,18 C-10,10 -10,-10 0,-16 Z', fill: '#7dab4b' }) +
      tag('path', { d: 'M0,-14 L0,16', stroke: '#5f8c35', 'stroke-width': 2 }) +
      tag('path', { d: 'M0,-16 L0,-22', stroke: '#5f8c35', 'stroke-width': 3, 'stroke-linecap': 'round' }),
    { transform: `translate(${x} ${y}) rotate(${angle})` },
  );
