import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions, Spec } from 'axe-core';

/** What the page's `axe` offers (axe-core's types, without its global). */
interface Axe {
  configure(spec: Spec): void;
  run(options: RunOptions): Promise<AxeResults>;
}

/** axe-core's browser build, put into a page by evaluation (the shop's CSP allows no inline script tag). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (its default rules: WCAG 2.x A and AA, and best practices) on the page as it is now;
 * one line per violation and element ("label-content-name-mismatch: Ensure … (button.w-full)"),
 * empty when there are none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    // A tree item (the admin's referral tree) is named by its visible label, the code and name its
    // row starts with; axe would want the name to hold all its text: the row's details, its Edit
    // link and the members below it. Every other element is held to the rule.
    await page.evaluate(() =>
      (window as unknown as { axe: Axe }).axe.configure({
        rules: [{ id: 'label-content-name-mismatch', selector: ':not([role="treeitem"])' }],
      }),
    );
  }
  const results = await page.evaluate(() =>
    (window as unknown as { axe: Axe }).axe.run({ resultTypes: ['violations'] }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`),
  );
}

/**
 * WCAG contrast ratio between an element's text and what is painted behind it, as the screen shows
 * them: every ancestor's background and every ancestor's opacity is composited, from the page down.
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    type Rgba = [number, number, number, number]; // premultiplied by alpha, 0–1
    // Any CSS colour (Tailwind's palette is oklch) as sRGB, through a 1×1 canvas.
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const parse = (css: string): Rgba => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = css;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = pixel.getImageData(0, 0, 1, 1).data;
      const a = alpha / 255;
      return [(r / 255) * a, (g / 255) * a, (b / 255) * a, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba =>
      top.map((value, i) => value + below[i]! * (1 - top[3])) as Rgba;
    const chain: Element[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) chain.push(node);
    /** The colour `inner` (drawn inside the target) comes out as on the white page. */
    const onScreen = (inner: Rgba): Rgba => {
      let layer = inner;
      for (const node of chain) {
        const style = getComputedStyle(node);
        const opacity = Number(style.opacity);
        layer = over(layer, parse(style.backgroundColor)).map((value) => value * opacity) as Rgba;
      }
      return over(layer, [1, 1, 1, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const text = luminance(onScreen(parse(getComputedStyle(target).color)));
    const background = luminance(onScreen([0, 0, 0, 0]));
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}

/** The levels of the page's headings in document order (h1 → 1), visible or only for screen readers. */
export function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((heading) =>
      heading.getAttribute('role') === 'heading'
        ? Number(heading.getAttribute('aria-level') ?? 2)
        : Number(heading.tagName.slice(1)),
    ),
  );
}

/** Where a heading level skips one (an h3 straight under an h1): "h1 → h3" for each such place. */
export function skippedHeadingLevels(levels: number[]): string[] {
  const skips: string[] = [];
  levels.forEach((level, index) => {
    const previous = index === 0 ? 0 : levels[index - 1]!;
    if (level > previous + 1) skips.push(`h${previous} → h${level}`);
  });
  return skips;
}
