/** 640 × 400 banners for the four loyalty club tiers: a medal with laurels, one star per rank. */
import { BANNER } from './service-art';
import { darken, gradientBackdrop, lighten, svgDocument, tag } from './svg-kit';

export type ClubTierSlug = 'bronze' | 'silver' | 'gold' | 'diamond';

const W = BANNER.width;
const H = BANNER.height;

const TIER_COLORS: Record<ClubTierSlug, { main: string; deep: string; ribbon: string }> = {
  bronze: { main: '#c8793a', deep: '#8a4a1c', ribbon: '#b23a48' },
  silver: { main: '#aab4bf', deep: '#6b7785', ribbon: '#3d5a80' },
  gold: { main: '#e3b23c', deep: '#a8791a', ribbon: '#2a9d8f' },
  diamond: { main: '#6fd3f0', deep: '#2b7fa8', ribbon: '#6a4c93' },
};

const TIER_RANK: Record<ClubTierSlug, number> = { bronze: 1, silver: 2, gold: 3, diamond: 4 };

export function clubSvg(tier: ClubTierSlug): string {
  const c = TIER_COLORS[tier];
  const bg = gradientBackdrop(W, H, lighten(c.main, 0.78), lighten(c.main, 0.55), `club-${tier}`);
  const rays = Array.from({ length: 18 }, (_, i) =>
    tag('path', {
      d: 'M320,200 L305,-240 L335,-240 Z',
      fill: '#ffffff',
      'fill-opacity': 0.22,
      transform: `rotate(${i * 20} 320 200)`,
    }),
  ).join('');
  const ribbons =
    tag('path', { d: 'M270,250 L236,372 L268,356 L288,384 L316,268 Z', fill: c.ribbon }) +
    tag('path', { d: 'M370,250 L404,372 L372,356 L352,384 L324,268 Z', fill: darken(c.ribbon, 0.12) });
  const medal =
    tag('circle', { cx: 320, cy: 190, r: 104, fill: c.deep }) +
    tag('circle', { cx: 320, cy: 184, r: 100, fill: c.main }) +
    tag('circle', { cx: 320, cy: 184, r: 78, fill: lighten(c.main, 0.25) }) +
    tag('circle', {
      cx: 320,
      cy: 184,
      r: 78,
      fill: 'none',
      stroke: c.deep,
      'stroke-width': 4,
      'stroke-dasharray': '4 7',
    }) +
    (tier === 'diamond' ? gem(320, 184, 52) : star(320, 184, 52, c.deep)) +
    tag('path', {
      d: 'M250,130 A90,90 0 0 1 300,96',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-opacity': 0.55,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  const rank = TIER_RANK[tier];
  const rankStars = Array.from({ length: rank }, (_, i) =>
    star(320 + (i - (rank - 1) / 2) * 44, 40, 16, c.deep),
  ).join('');
  const sparkles = [
    [120, 110, 16],
    [530, 90, 20],
    [90, 300, 12],
    [560, 280, 14],
    [180, 340, 10],
    [470, 340, 12],
  ]
    .map(([x, y, r]) => sparkle(Number(x), Number(y), Number(r)))
    .join('');
  const body =
    bg.body + rays + laurel(320, 190, -1) + laurel(320, 190, 1) + ribbons + medal + rankStars + sparkles;
  return svgDocument(W, H, body, bg.defs);
}

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${cx + Math.cos(a) * radius},${cy + Math.sin(a) * radius}`;
  }).join(' ');
  return tag('polygon', { points, fill: color, 'stroke-linejoin': 'round' });
}

function gem(cx: number, cy: number, r: number): string {
  const top = cy - r * 0.6;
  const mid = cy - r * 0.1;
  const bottom = cy + r;
  return (
    tag('polygon', {
      points: `${cx - r},${mid} ${cx - r * 0.55},${top} ${cx + r * 0.55},${top} ${cx + r},${mid} ${cx},${bottom}`,
      fill: '#2b7fa8',
    }) +
    tag('polygon', {
      points: `${cx - r * 0.55},${top} ${cx},${mid} ${cx + r * 0.55},${top}`,
      fill: '#bdf0ff',
    }) +
    tag('polygon', { points: `${cx - r},${mid} ${cx - r * 0.55},${top} ${cx},${mid}`, fill: '#8fe0f7' }) +
    tag('polygon', { points: `${cx + r},${mid} ${cx + r * 0.55},${top} ${cx},${mid}`, fill: '#5cc6ea' }) +
    tag('polygon', { points: `${cx - r},${mid} ${cx},${mid} ${cx},${bottom}`, fill: '#3fa9d6' }) +
    tag('polygon', { points: `${cx + r},${mid} ${cx},${mid} ${cx},${bottom}`, fill: '#1f6d94' })
  );
}

function laurel(cx: number, cy: number, side: -1 | 1): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const phi = -50 + i * 15;
    const rad = (phi * Math.PI) / 180;
    const x = cx + side * 124 * Math.cos(rad);
    const y = cy + 124 * Math.sin(rad);
    leaves += tag('ellipse', {
      cx: x,
      cy: y,
      rx: 9,
      ry: 21,
      fill: i % 2 === 0 ? '#5a9e4b' : '#4a8a3d',
      transform: `rotate(${side * (phi + 25)} ${x} ${y})`,
    });
  }
  return leaves;
}

function sparkle(x: number, y: number, r: number): string {
  return tag('path', {
    d: `M${x},${y - r} Q${x + r * 0.15},${y - r * 0.15} ${x + r},${y} Q${x + r * 0.15},${y + r * 0.15} ${x},${y + r} Q${x - r * 0.15},${y + r * 0.15} ${x - r},${y} Q${x - r * 0.15},${y - r * 0.15} ${x},${y - r} Z`,
    fill: '#ffffff',
    'fill-opacity': 0.9,
  });
}
