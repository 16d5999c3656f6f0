/** Packs, jars, bottles and boxes for the 480 × 480 product tiles (objects stand on y = 400). */
import { emblem, type EmblemName } from './emblems';
import { darken, lighten, seededRandom, scatter, tag } from './svg-kit';

export interface LabelStyle {
  emblem: EmblemName;
  emblemColor: string;
  card?: string;
  bars?: string;
}

/** A rounded label card with an emblem and two "text" bars. */
export function labelCard(x: number, y: number, w: number, h: number, style: LabelStyle): string {
  const card = style.card ?? '#ffffff';
  const bars = style.bars ?? darken(style.emblemColor, 0.1);
  const cx = x + w / 2;
  const emblemScale = Math.min(w, h * 1.4) / 110;
  return (
    tag('rect', { x, y, width: w, height: h, rx: Math.min(16, h / 4), fill: card }) +
    emblem(style.emblem, cx, y + h * 0.4, style.emblemColor, emblemScale) +
    tag('rect', {
      x: cx - w * 0.3,
      y: y + h * 0.72,
      width: w * 0.6,
      height: 7,
      rx: 3.5,
      fill: bars,
      'fill-opacity': 0.8,
    }) +
    tag('rect', {
      x: cx - w * 0.18,
      y: y + h * 0.72 + 12,
      width: w * 0.36,
      height: 6,
      rx: 3,
      fill: bars,
      'fill-opacity': 0.45,
    })
  );
}

/** A gathered jute or woven sack, tied at the neck, with coloured stripes. */
export function sack(o: { body: string; stripe: string; label: LabelStyle; scale?: number }): string {
  const shade = darken(o.body, 0.12);
  const parts =
    tag('path', {
      d: 'M150,196 C136,262 134,350 148,390 Q152,402 168,402 L312,402 Q328,402 332,390 C346,350 344,262 330,196 Z',
      fill: o.body,
    }) +
    tag('path', {
      d: 'M300,196 L330,196 C344,262 346,350 332,390 Q328,402 312,402 L296,402 C314,340 314,260 300,196 Z',
      fill: shade,
      'fill-opacity': 0.6,
    }) +
    tag('path', { d: 'M150,198 Q196,174 210,146 L270,146 Q284,174 330,198 Z', fill: darken(o.body, 0.06) }) +
    tag('path', {
      d: 'M206,146 L186,100 Q212,116 240,98 Q268,116 294,100 L274,146 Z',
      fill: lighten(o.body, 0.12),
    }) +
    tag('path', {
      d: 'M226,144 L222,112 M254,144 L258,112',
      stroke: shade,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    tag('rect', { x: 198, y: 138, width: 84, height: 14, rx: 7, fill: o.stripe }) +
    tag('rect', { x: 143, y: 352, width: 194, height: 10, fill: o.stripe }) +
    tag('rect', { x: 142, y: 368, width: 196, height: 6, fill: o.stripe, 'fill-opacity': 0.7 }) +
    labelCard(182, 226, 116, 104, o.label);
  return scaled(parts, o.scale ?? 1);
}

/** A stand-up pouch with a zip seal, an emblem badge and a window showing what is inside. */
export function pouch(o: {
  body: string;
  content: string;
  speckle?: string;
  label: LabelStyle;
  seed: string;
  scale?: number;
  dx?: number;
}): string {
  const random = seededRandom(o.seed);
  const speckle = o.speckle ?? darken(o.content, 0.2);
  const windowDots = scatter(random, 26, { cx: 240, cy: 318, rx: 42, ry: 42 }, (x, y) =>
    tag('circle', { cx: x, cy: y, r: 2 + random() * 2, fill: speckle, 'fill-opacity': 0.7 }),
  );
  const parts =
    tag('path', {
      d: 'M166,148 L314,148 L326,388 Q327,402 312,402 L168,402 Q153,402 154,388 Z',
      fill: o.body,
    }) +
    tag('path', {
      d: 'M290,148 L314,148 L326,388 Q327,402 312,402 L300,402 Z',
      fill: darken(o.body, 0.12),
      'fill-opacity': 0.55,
    }) +
    tag('path', {
      d: 'M178,160 L186,380',
      stroke: '#ffffff',
      'stroke-width': 8,
      'stroke-opacity': 0.22,
      'stroke-linecap': 'round',
    }) +
    tag('rect', { x: 166, y: 148, width: 148, height: 20, fill: darken(o.body, 0.15) }) +
    tag('path', {
      d: 'M166,148 L314,148',
      stroke: darken(o.body, 0.3),
      'stroke-width': 4,
      'stroke-dasharray': '6 5',
    }) +
    tag('circle', { cx: 240, cy: 212, r: 32, fill: '#ffffff' }) +
    emblem(o.label.emblem, 240, 212, o.label.emblemColor, 0.85) +
    tag('rect', { x: 190, y: 262, width: 100, height: 112, rx: 46, fill: '#ffffff', 'fill-opacity': 0.9 }) +
    tag('rect', { x: 196, y: 268, width: 88, height: 100, rx: 40, fill: o.content }) +
    `<g clip-path="url(#pouch-window)">${windowDots}</g>` +
    tag('clipPath', { id: 'pouch-window' }, tag('rect', { x: 196, y: 268, width: 88, height: 100, rx: 40 }));
  return scaled(parts, o.scale ?? 1, o.dx ?? 0);
}

/** A glass spice jar with a screw lid and a wrap-around label. */
export function jar(o: {
  lid: string;
  content: string;
  label: LabelStyle;
  scale?: number;
  dx?: number;
}): string {
  const parts =
    tag('rect', { x: 172, y: 182, width: 136, height: 220, rx: 30, fill: '#ffffff', 'fill-opacity': 0.6 }) +
    tag('rect', { x: 180, y: 222, width: 120, height: 172, rx: 24, fill: o.content }) +
    tag('rect', { x: 180, y: 222, width: 120, height: 14, rx: 7, fill: lighten(o.content, 0.2) }) +
    tag('rect', { x: 162, y: 140, width: 156, height: 50, rx: 12, fill: o.lid }) +
    [176, 196, 216, 236, 256, 276, 296]
      .map((x) => tag('rect', { x, y: 148, width: 6, height: 34, rx: 3, fill: darken(o.lid, 0.15) }))
      .join('') +
    tag('rect', { x: 172, y: 262, width: 136, height: 96, fill: o.label.card ?? '#ffffff' }) +
    labelCard(182, 266, 116, 88, { ...o.label, card: o.label.card ?? '#ffffff' }) +
    tag('rect', { x: 186, y: 198, width: 12, height: 190, rx: 6, fill: '#ffffff', 'fill-opacity': 0.4 });
  return scaled(parts, o.scale ?? 1, o.dx ?? 0);
}

/** A clear PET bottle with coloured liquid, a cap and a label. */
export function bottle(o: {
  liquid: string;
  cap: string;
  label: LabelStyle;
  level?: number;
  scale?: number;
  dx?: number;
}): string {
  const outline =
    'M222,120 L258,120 L258,150 Q304,176 306,226 L306,384 Q306,402 288,402 L192,402 Q174,402 174,384 L174,226 Q176,176 222,150 Z';
  const level = o.level ?? 182;
  const parts =
    tag('clipPath', { id: 'bottle-liquid' }, tag('rect', { x: 160, y: level, width: 160, height: 260 })) +
    tag('path', { d: outline, fill: '#ffffff', 'fill-opacity': 0.55 }) +
    tag('path', { d: outline, fill: o.liquid, 'clip-path': 'url(#bottle-liquid)' }) +
    tag('path', {
      d: 'M290,200 Q306,220 306,240 L306,384 Q306,402 288,402 L276,402 Q294,300 290,200 Z',
      fill: darken(o.liquid, 0.15),
      'fill-opacity': 0.5,
    }) +
    tag('rect', { x: 214, y: 90, width: 52, height: 34, rx: 7, fill: o.cap }) +
    tag('rect', { x: 210, y: 118, width: 60, height: 8, rx: 4, fill: darken(o.cap, 0.15) }) +
    tag('rect', { x: 174, y: 258, width: 132, height: 100, fill: o.label.card ?? '#ffffff' }) +
    labelCard(182, 262, 116, 92, o.label) +
    tag('path', {
      d: 'M192,226 L192,380',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-opacity': 0.35,
      'stroke-linecap': 'round',
    });
  return scaled(parts, o.scale ?? 1, o.dx ?? 0);
}

/** A carton drawn in three-quarter view. */
export function box(o: {
  color: string;
  label: LabelStyle;
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  depth?: number;
}): string {
  const x = o.x ?? 160;
  const w = o.w ?? 130;
  const h = o.h ?? 230;
  const y = o.y ?? 400 - h;
  const d = o.depth ?? 44;
  const lift = d * 0.5;
  return (
    tag('polygon', {
      points: `${x},${y} ${x + d},${y - lift} ${x + w + d},${y - lift} ${x + w},${y}`,
      fill: lighten(o.color, 0.25),
    }) +
    tag('polygon', {
      points: `${x + w},${y} ${x + w + d},${y - lift} ${x + w + d},${y + h - lift} ${x + w},${y + h}`,
      fill: darken(o.color, 0.18),
    }) +
    tag('rect', { x, y, width: w, height: h, fill: o.color }) +
    labelCard(x + w * 0.12, y + h * 0.24, w * 0.76, Math.min(h * 0.5, w * 0.8), o.label) +
    tag('rect', { x, y: y + h - 16, width: w, height: 16, fill: darken(o.color, 0.1) })
  );
}

/** A pillow-shaped milk sachet with crimped ends. */
export function milkPacket(o: { body: string; band: string; label: LabelStyle }): string {
  const crimp = (y: number): string =>
    tag('path', {
      d: `M168,${y} ${Array.from({ length: 12 }, (_, i) => `L${174 + i * 12},${y + (i % 2 === 0 ? -8 : 8)}`).join(' ')} L312,${y} L312,${y + 12} L168,${y + 12} Z`,
      fill: darken(o.body, 0.1),
    });
  return tag(
    'g',
    { transform: 'rotate(-8 240 280)' },
    tag('rect', { x: 160, y: 150, width: 160, height: 246, rx: 44, fill: o.body }) +
      crimp(140) +
      crimp(390) +
      tag('rect', { x: 160, y: 300, width: 160, height: 40, fill: o.band }) +
      tag('circle', { cx: 240, cy: 236, r: 44, fill: '#ffffff' }) +
      emblem(o.label.emblem, 240, 236, o.label.emblemColor, 1.1) +
      tag('rect', { x: 200, y: 312, width: 80, height: 8, rx: 4, fill: '#ffffff', 'fill-opacity': 0.85 }) +
      tag('rect', { x: 178, y: 166, width: 12, height: 200, rx: 6, fill: '#ffffff', 'fill-opacity': 0.25 }),
  );
}

/** A round tub (curd, dishwash paste) with a lid seen slightly from above. */
export function tub(o: {
  body: string;
  lid: string;
  label: LabelStyle;
  dx?: number;
  scale?: number;
}): string {
  const parts =
    tag('path', {
      d: 'M162,250 L318,250 L300,392 Q298,402 286,402 L194,402 Q182,402 180,392 Z',
      fill: o.body,
    }) +
    tag('path', {
      d: 'M290,250 L318,250 L300,392 Q298,402 286,402 L280,402 Z',
      fill: darken(o.body, 0.12),
      'fill-opacity': 0.6,
    }) +
    labelCard(190, 280, 100, 90, o.label) +
    tag('ellipse', { cx: 240, cy: 248, rx: 84, ry: 22, fill: darken(o.lid, 0.1) }) +
    tag('ellipse', { cx: 240, cy: 240, rx: 84, ry: 22, fill: o.lid }) +
    tag('ellipse', { cx: 240, cy: 238, rx: 60, ry: 13, fill: lighten(o.lid, 0.25) });
  return scaled(parts, o.scale ?? 1, o.dx ?? 0);
}

/** A shallow bowl (like a small uruli) filled by the caller's `contents`. */
export function bowl(o: { color: string; contents: string; cx?: number; width?: number }): string {
  const cx = o.cx ?? 240;
  const hw = (o.width ?? 260) / 2;
  return (
    o.contents +
    tag('path', {
      d: `M${cx - hw},318 Q${cx - hw + 10},400 ${cx},400 Q${cx + hw - 10},400 ${cx + hw},318 Z`,
      fill: o.color,
    }) +
    tag('path', {
      d: `M${cx + hw * 0.5},318 L${cx + hw},318 Q${cx + hw - 10},400 ${cx},400 Q${cx + hw * 0.6},380 ${cx + hw * 0.5},318 Z`,
      fill: darken(o.color, 0.15),
      'fill-opacity': 0.6,
    }) +
    tag('rect', {
      x: cx - hw - 8,
      y: 310,
      width: hw * 2 + 16,
      height: 14,
      rx: 7,
      fill: lighten(o.color, 0.15),
    })
  );
}

/** Scales a drawing about its ground point (240, 400) and shifts it sideways by `dx`. */
export function scaled(parts: string, scale: number, dx = 0): string {
  if (scale === 1 && dx === 0) return parts;
  return tag('g', { transform: `translate(${240 + dx} 400) scale(${scale}) translate(-240 -400)` }, parts);
}
