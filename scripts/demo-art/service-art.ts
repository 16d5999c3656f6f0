/** 640 × 400 banners for the five shop services. */
import { bottle, pouch, sack } from './packaging';
import { bananaBunch, coconut, grain, pileOf } from './produce';
import { lemonHalf } from './snacks-and-home';
import { darken, gradientBackdrop, group, lighten, seededRandom, svgDocument, tag } from './svg-kit';

export const BANNER = { width: 640, height: 400 } as const;

const W = BANNER.width;
const H = BANNER.height;

const backdrop = (top: string, bottom: string, id: string): { defs: string; body: string } =>
  gradientBackdrop(W, H, top, bottom, id);

/** Places a 480-tile drawing (which stands on y = 400, centred on x = 240) at (x, groundY) with a scale. */
function placed(art: string, x: number, groundY: number, scale: number): string {
  return group(art, { transform: `translate(${x} ${groundY}) scale(${scale}) translate(-240 -400)` });
}

function palm(x: number, groundY: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = groundY - height;
  const frond = (angle: number, length: number): string =>
    tag('path', {
      d: `M0,0 Q${length * 0.5},-22 ${length},8 Q${length * 0.5},-6 0,0 Z`,
      fill: '#3f8f4a',
      transform: `translate(${topX} ${topY}) rotate(${angle})`,
    });
  return (
    tag('path', {
      d: `M${x - 7},${groundY} Q${x + lean * 0.2},${groundY - height * 0.6} ${topX - 4},${topY} L${topX + 4},${topY} Q${x + lean * 0.3 + 8},${groundY - height * 0.6} ${x + 7},${groundY} Z`,
      fill: '#9c7450',
    }) +
    [-170, -130, -90, -45, -10, 30].map((a) => frond(a, 70)).join('') +
    tag('circle', { cx: topX - 6, cy: topY + 8, r: 7, fill: '#7a5a2b' }) +
    tag('circle', { cx: topX + 6, cy: topY + 10, r: 7, fill: '#6e4f24' })
  );
}

function house(x: number, groundY: number, wall: string, roof: string): string {
  return (
    tag('rect', { x, y: groundY - 70, width: 96, height: 70, fill: wall }) +
    tag('polygon', {
      points: `${x - 14},${groundY - 66} ${x + 48},${groundY - 112} ${x + 110},${groundY - 66}`,
      fill: roof,
    }) +
    tag('rect', { x: x + 38, y: groundY - 40, width: 22, height: 40, fill: darken(wall, 0.35) }) +
    tag('rect', { x: x + 10, y: groundY - 54, width: 20, height: 18, fill: '#9ed0f0' }) +
    tag('rect', { x: x + 68, y: groundY - 54, width: 20, height: 18, fill: '#9ed0f0' })
  );
}

function scooter(x: number, y: number): string {
  const wheel = (cx: number): string =>
    tag('circle', { cx, cy: y + 70, r: 30, fill: '#2d3436' }) +
    tag('circle', { cx, cy: y + 70, r: 13, fill: '#b2bec3' });
  return (
    wheel(x + 20) +
    wheel(x + 190) +
    tag('path', {
      d: `M${x - 10},${y + 60} Q${x},${y + 10} ${x + 70},${y + 20} L${x + 140},${y + 20} Q${x + 170},${y + 20} ${x + 180},${y - 50} L${x + 196},${y - 50} Q${x + 196},${y + 30} ${x + 222},${y + 62} L${x - 10},${y + 62} Z`,
      fill: '#2a9d8f',
    }) +
    tag('rect', { x: x + 30, y: y - 4, width: 90, height: 18, rx: 9, fill: '#264653' }) +
    tag('rect', { x: x + 172, y: y - 64, width: 46, height: 10, rx: 5, fill: '#264653' }) +
    tag('circle', { cx: x + 214, cy: y - 30, r: 9, fill: '#ffd166' }) +
    // rider
    tag('path', {
      d: `M${x + 70},${y - 2} L${x + 90},${y - 86} L${x + 132},${y - 86} L${x + 136},${y - 2} Z`,
      fill: '#e76f51',
    }) +
    tag('path', {
      d: `M${x + 120},${y - 70} L${x + 180},${y - 56}`,
      stroke: '#e76f51',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }) +
    tag('circle', { cx: x + 110, cy: y - 110, r: 24, fill: '#8d5524' }) +
    tag('path', { d: `M${x + 84},${y - 112} A26,26 0 0 1 ${x + 136},${y - 112} Z`, fill: '#264653' }) +
    tag('path', {
      d: `M${x + 100},${y - 2} L${x + 150},${y + 2} L${x + 160},${y + 40}`,
      stroke: '#1d3557',
      'stroke-width': 16,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    // delivery box
    tag('rect', { x: x - 30, y: y - 80, width: 92, height: 82, rx: 8, fill: '#f4a261' }) +
    tag('rect', { x: x - 30, y: y - 80, width: 92, height: 16, rx: 6, fill: '#e76f51' }) +
    tag('path', {
      d: `M${x + 4},${y - 16} C${x + 2},${y - 40} ${x + 16},${y - 52} ${x + 32},${y - 52} C${x + 32},${y - 34} ${x + 22},${y - 18} ${x + 4},${y - 16} Z`,
      fill: '#2e7d32',
    })
  );
}

function mapPin(cx: number, cy: number, color: string): string {
  return (
    tag('path', {
      d: `M${cx},${cy + 40} C${cx - 6},${cy + 20} ${cx - 28},${cy + 4} ${cx - 28},${cy - 16} A28,28 0 0 1 ${cx + 28},${cy - 16} C${cx + 28},${cy + 4} ${cx + 6},${cy + 20} ${cx},${cy + 40} Z`,
      fill: color,
    }) + tag('circle', { cx, cy: cy - 16, r: 11, fill: '#ffffff' })
  );
}

function homeDelivery(): string {
  const bg = backdrop('#d8f3e4', '#bfe8d2', 'sky');
  const body =
    bg.body +
    tag('circle', { cx: 540, cy: 80, r: 40, fill: '#ffe08a' }) +
    palm(70, 300, 190, 30) +
    palm(600, 300, 170, -24) +
    house(390, 300, '#fdf1dc', '#c8553d') +
    house(500, 300, '#e8f1fb', '#8d5b4c') +
    tag('rect', { x: 0, y: 296, width: W, height: 104, fill: '#7a8b8f' }) +
    tag('path', { d: 'M0,350 L640,350', stroke: '#ffffff', 'stroke-width': 6, 'stroke-dasharray': '36 28' }) +
    tag('path', {
      d: 'M150,120 Q300,20 445,170',
      stroke: '#2a9d8f',
      'stroke-width': 5,
      'stroke-dasharray': '12 10',
      fill: 'none',
    }) +
    mapPin(448, 176, '#e63946') +
    scooter(150, 270);
  return svgDocument(W, H, body, bg.defs);
}

function thoranam(): string {
  let leaves = tag('path', { d: 'M0,26 Q320,60 640,26', stroke: '#8d6e63', 'stroke-width': 4, fill: 'none' });
  for (let i = 0; i < 17; i++) {
    const x = 20 + i * 38;
    const y = 26 + Math.sin((x / 640) * Math.PI) * 32;
    leaves += tag('path', {
      d: `M${x},${y} Q${x + 14},${y + 30} ${x},${y + 62} Q${x - 14},${y + 30} ${x},${y} Z`,
      fill: i % 2 === 0 ? '#3d8b3d' : '#f2a33a',
    });
  }
  return leaves;
}

function nilavilakku(x: number, groundY: number): string {
  const brass = '#d4a017';
  const flame = (fx: number, fy: number): string =>
    tag('path', {
      d: `M${fx},${fy - 22} C${fx + 9},${fy - 10} ${fx + 8},${fy} ${fx},${fy} C${fx - 8},${fy} ${fx - 9},${fy - 10} ${fx},${fy - 22} Z`,
      fill: '#ff9f1c',
    }) +
    tag('path', {
      d: `M${fx},${fy - 12} C${fx + 4},${fy - 6} ${fx + 4},${fy - 1} ${fx},${fy - 1} C${fx - 4},${fy - 1} ${fx - 4},${fy - 6} ${fx},${fy - 12} Z`,
      fill: '#ffe08a',
    });
  return (
    tag('ellipse', { cx: x, cy: groundY - 6, rx: 56, ry: 12, fill: darken(brass, 0.2) }) +
    tag('path', {
      d: `M${x - 50},${groundY - 8} Q${x},${groundY - 60} ${x + 50},${groundY - 8} Z`,
      fill: brass,
    }) +
    tag('rect', { x: x - 7, y: groundY - 200, width: 14, height: 170, fill: brass }) +
    [groundY - 110, groundY - 150]
      .map((y) => tag('ellipse', { cx: x, cy: y, rx: 14, ry: 7, fill: darken(brass, 0.15) }))
      .join('') +
    tag('path', {
      d: `M${x - 60},${groundY - 206} Q${x},${groundY - 170} ${x + 60},${groundY - 206} Z`,
      fill: brass,
    }) +
    tag('ellipse', { cx: x, cy: groundY - 206, rx: 60, ry: 10, fill: lighten(brass, 0.2) }) +
    flame(x - 46, groundY - 208) +
    flame(x, groundY - 212) +
    flame(x + 46, groundY - 208) +
    tag('path', {
      d: `M${x},${groundY - 216} L${x - 10},${groundY - 250} L${x},${groundY - 270} L${x + 10},${groundY - 250} Z`,
      fill: brass,
    })
  );
}

function bulkOrders(): string {
  const bg = backdrop('#fff1d6', '#fbe0b5', 'warm');
  const body =
    bg.body +
    thoranam() +
    tag('rect', { x: 0, y: 340, width: W, height: 60, fill: '#e9c58f' }) +
    nilavilakku(90, 370) +
    placed(
      sack({ body: '#e3c99a', stripe: '#c0392b', label: { emblem: 'grain', emblemColor: '#a0522d' } }),
      250,
      372,
      0.62,
    ) +
    placed(
      sack({ body: '#f4f1ea', stripe: '#2f6fb3', label: { emblem: 'grain', emblemColor: '#c9a227' } }),
      370,
      372,
      0.62,
    ) +
    placed(
      sack({ body: '#f2c76e', stripe: '#8d5a2b', label: { emblem: 'grain', emblemColor: '#c88a2c' } }),
      310,
      290,
      0.55,
    ) +
    placed(
      bottle({ liquid: '#fbe8a6', cap: '#2e7d32', label: { emblem: 'coconut', emblemColor: '#8b5a2b' } }),
      490,
      372,
      0.58,
    ) +
    placed(
      bottle({ liquid: '#f7c948', cap: '#e07b00', label: { emblem: 'sunflower', emblemColor: '#f2a900' } }),
      565,
      372,
      0.58,
    ) +
    pileOf('bulk-spill', 30, { cx: 320, cy: 378, rx: 200, ry: 6 }, grain('#b5654a'));
  return svgDocument(W, H, body, bg.defs);
}

function fish(x: number, y: number, scale: number, body: string, angle: number): string {
  return group(
    tag('path', { d: 'M-90,0 C-50,-40 40,-40 70,0 C40,40 -50,40 -90,0 Z', fill: body }) +
      tag('path', { d: 'M66,0 L110,-30 Q100,0 110,30 Z', fill: darken(body, 0.15) }) +
      tag('path', {
        d: 'M-60,-8 C-20,-28 30,-26 60,-4',
        stroke: darken(body, 0.3),
        'stroke-width': 6,
        'stroke-dasharray': '10 8',
        fill: 'none',
      }) +
      tag('path', { d: 'M-80,6 C-40,22 30,22 62,6', fill: '#ffffff', 'fill-opacity': 0.35 }) +
      tag('circle', { cx: -64, cy: -6, r: 7, fill: '#ffffff' }) +
      tag('circle', { cx: -64, cy: -6, r: 3.5, fill: '#1d3557' }) +
      tag('path', {
        d: 'M-48,-14 Q-40,0 -48,14',
        stroke: darken(body, 0.25),
        'stroke-width': 3,
        fill: 'none',
      }),
    { transform: `translate(${x} ${y}) rotate(${angle}) scale(${scale})` },
  );
}

function freshFish(): string {
  const bg = backdrop('#dff1fb', '#c4e4f5', 'sea');
  const random = seededRandom('ice');
  let ice = '';
  for (let i = 0; i < 10; i++) {
    const x = 120 + random() * 400;
    const y = 318 + random() * 40;
    ice += tag('rect', {
      x,
      y,
      width: 26,
      height: 22,
      rx: 5,
      fill: '#ffffff',
      'fill-opacity': 0.85,
      stroke: '#bfe3f5',
      'stroke-width': 2,
      transform: `rotate(${random() * 40 - 20} ${x} ${y})`,
    });
  }
  const waves = [60, 100]
    .map((y) =>
      tag('path', {
        d: `M0,${y} Q40,${y - 14} 80,${y} T160,${y} T240,${y} T320,${y} T400,${y} T480,${y} T560,${y} T640,${y}`,
        stroke: '#9fd3ee',
        'stroke-width': 5,
        fill: 'none',
      }),
    )
    .join('');
  const body =
    bg.body +
    waves +
    tag('path', { d: 'M60,330 Q320,150 600,300 Q560,380 320,384 Q110,384 60,330 Z', fill: '#4caf50' }) +
    tag('path', { d: 'M80,330 Q320,200 580,300', stroke: '#2e7d32', 'stroke-width': 5, fill: 'none' }) +
    [140, 220, 300, 380, 460]
      .map((x) =>
        tag('path', {
          d: `M${x},${300 - (x - 320) * (x - 320) * -0.0006 - 40} L${x + 40},${370}`,
          stroke: '#3d9a40',
          'stroke-width': 2,
        }),
      )
      .join('') +
    fish(250, 270, 1, '#6d8fa8', -8) +
    fish(390, 300, 0.95, '#8aa6b8', 6) +
    fish(300, 330, 0.9, '#5f7f99', -2) +
    ice +
    lemonHalf(540, 330, 30) +
    lemonHalf(500, 352, 24);
  return svgDocument(W, H, body, bg.defs);
}

function pookalam(cx: number, cy: number): string {
  const rings = ['#f9a825', '#e65100', '#fff3e0', '#c62828', '#fdd835', '#6a1b9a'];
  let out = '';
  rings.forEach((color, i) => {
    out += tag('circle', { cx, cy, r: 150 - i * 24, fill: color });
  });
  for (let i = 0; i < 16; i++) {
    out += tag('ellipse', {
      cx,
      cy: cy - 112,
      rx: 10,
      ry: 22,
      fill: '#ffffff',
      'fill-opacity': 0.6,
      transform: `rotate(${i * 22.5} ${cx} ${cy})`,
    });
  }
  return out;
}

function giftHampers(): string {
  const bg = backdrop('#fde7ef', '#f9d2e0', 'festive');
  const basketFront =
    tag('path', {
      d: 'M180,262 L460,262 L430,380 Q426,392 412,392 L228,392 Q214,392 210,380 Z',
      fill: '#c8924a',
    }) +
    [290, 320, 350]
      .map((y) =>
        tag('path', {
          d: `M${180 + (y - 262) * 0.26},${y} L${460 - (y - 262) * 0.26},${y}`,
          stroke: '#a9733a',
          'stroke-width': 6,
        }),
      )
      .join('') +
    tag('rect', { x: 170, y: 250, width: 300, height: 24, rx: 12, fill: '#d9a35c' }) +
    tag('rect', { x: 300, y: 262, width: 40, height: 130, fill: '#d81b60' }) +
    tag('path', {
      d: 'M320,262 C280,220 250,250 276,272 Z M320,262 C360,220 390,250 364,272 Z',
      fill: '#ad1457',
    }) +
    tag('circle', { cx: 320, cy: 262, r: 12, fill: '#880e4f' });
  const body =
    bg.body +
    group(pookalam(320, 200), { opacity: 0.3 }) +
    tag('path', { d: 'M200,262 Q320,60 440,262', stroke: '#b67e3d', 'stroke-width': 14, fill: 'none' }) +
    placed(
      bottle({ liquid: '#fbe8a6', cap: '#2e7d32', label: { emblem: 'coconut', emblemColor: '#8b5a2b' } }),
      250,
      300,
      0.5,
    ) +
    placed(
      pouch({
        body: '#f2b81d',
        content: '#f8dc6a',
        label: { emblem: 'banana', emblemColor: '#e0a000' },
        seed: 'hamper',
      }),
      320,
      290,
      0.5,
    ) +
    placed(bananaBunch({ color: '#f2c230', count: 5, length: 180, thickness: 26 }), 400, 300, 0.55) +
    basketFront +
    marigold(120, 330) +
    marigold(540, 320) +
    marigold(90, 250) +
    marigold(570, 240);
  return svgDocument(W, H, body, bg.defs);
}

function marigold(cx: number, cy: number): string {
  let petals = '';
  for (let ring = 0; ring < 3; ring++) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + ring * 0.3;
      const r = 24 - ring * 7;
      petals += tag('circle', {
        cx: cx + Math.cos(a) * r,
        cy: cy + Math.sin(a) * r,
        r: 9 - ring,
        fill: ring % 2 === 0 ? '#f57c00' : '#ffa726',
      });
    }
  }
  return petals + tag('circle', { cx, cy, r: 6, fill: '#e65100' });
}

function catering(): string {
  const bg = backdrop('#def3ef', '#c3e8e1', 'teal');
  const uruli =
    tag('ellipse', { cx: 170, cy: 232, rx: 130, ry: 26, fill: '#8d5524' }) +
    tag('path', { d: 'M40,232 Q60,360 170,362 Q280,360 300,232 Z', fill: '#c68642' }) +
    tag('path', {
      d: 'M240,240 Q280,250 300,232 Q288,330 200,358 Q270,300 240,240 Z',
      fill: '#a86b32',
      'fill-opacity': 0.7,
    }) +
    tag('ellipse', { cx: 170, cy: 232, rx: 116, ry: 20, fill: '#f2c14e' }) +
    tag('ellipse', { cx: 30, cy: 250, rx: 18, ry: 10, fill: '#a86b32' }) +
    tag('ellipse', { cx: 310, cy: 250, rx: 18, ry: 10, fill: '#a86b32' }) +
    tag('path', {
      d: 'M200,226 L300,110',
      stroke: '#8d6e63',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    tag('ellipse', { cx: 196, cy: 228, rx: 26, ry: 10, fill: '#b0bec5' });
  const sadyaLeaf =
    tag('path', { d: 'M330,330 Q480,230 630,300 Q600,390 470,392 Q360,390 330,330 Z', fill: '#43a047' }) +
    tag('path', { d: 'M340,330 Q480,260 620,302', stroke: '#2e7d32', 'stroke-width': 4, fill: 'none' }) +
    tag('ellipse', { cx: 470, cy: 338, rx: 50, ry: 24, fill: '#fffaf0' }) +
    [
      [390, 322, '#f9a825'],
      [420, 300, '#e65100'],
      [530, 300, '#8bc34a'],
      [560, 320, '#ffe0b2'],
      [520, 360, '#c62828'],
      [410, 360, '#fff59d'],
    ]
      .map(([x, y, c]) => tag('circle', { cx: Number(x), cy: Number(y), r: 16, fill: String(c) }))
      .join('') +
    tag('circle', { cx: 580, cy: 350, r: 24, fill: '#f5e6b8', stroke: '#e3c98c', 'stroke-width': 3 });
  const plates = [0, 1, 2, 3, 4]
    .map((i) =>
      tag('ellipse', {
        cx: 540,
        cy: 262 - i * 10,
        rx: 70,
        ry: 16,
        fill: i % 2 === 0 ? '#eceff1' : '#cfd8dc',
      }),
    )
    .join('');
  const body =
    bg.body +
    tag('rect', { x: 0, y: 250, width: W, height: 150, fill: '#a9d8cf' }) +
    tag('rect', { x: 0, y: 250, width: W, height: 8, fill: '#8cc7bc' }) +
    plates +
    uruli +
    sadyaLeaf +
    coconutPair();
  return svgDocument(W, H, body, bg.defs);
}

function coconutPair(): string {
  return coconut(60, 360, 30) + coconut(110, 372, 26);
}

export const serviceArt: Record<string, () => string> = {
  'home-delivery': homeDelivery,
  'function-bulk-orders': bulkOrders,
  'fresh-fish-preorder': freshFish,
  'festival-gift-hampers': giftHampers,
  'catering-supplies': catering,
};
