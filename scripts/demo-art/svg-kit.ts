/** Tiny helpers for writing SVG markup by hand: tags, colours and a seeded random source. */

export type Attrs = Record<string, string | number | undefined>;

export function tag(name: string, attrs: Attrs, children = ''): string {
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
  return children ? `<${name} ${attrText}>${children}</${name}>` : `<${name} ${attrText}/>`;
}

export function group(children: string, attrs: Attrs = {}): string {
  return tag('g', attrs, children);
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${defsBlock}${body}</svg>`
  );
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Linear blend of two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (i: number): string => {
    const value = Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t);
    return value.toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#1a1410', t);

function parseHex(hex: string): number[] {
  const clean = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16));
}

/** Deterministic pseudo-random numbers in [0, 1) seeded by a string (mulberry32 over an FNV hash). */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) {
    state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Scatter `count` small shapes inside an ellipse; `draw` receives x, y, a rotation and an index. */
export function scatter(
  random: () => number,
  count: number,
  area: { cx: number; cy: number; rx: number; ry: number },
  draw: (x: number, y: number, angle: number, index: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const theta = random() * Math.PI * 2;
    const radius = Math.sqrt(random());
    const x = area.cx + Math.cos(theta) * radius * area.rx;
    const y = area.cy + Math.sin(theta) * radius * area.ry;
    out += draw(x, y, random() * 360, i);
  }
  return out;
}

/** A full-size rectangle filled with a top-to-bottom gradient; put `defs` in the document's <defs>. */
export function gradientBackdrop(
  width: number,
  height: number,
  top: string,
  bottom: string,
  id: string,
): { defs: string; body: string } {
  const defs = tag(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    tag('stop', { offset: 0, 'stop-color': top }) + tag('stop', { offset: 1, 'stop-color': bottom }),
  );
  return { defs, body: tag('rect', { x: 0, y: 0, width, height, fill: `url(#${id})` }) };
}
