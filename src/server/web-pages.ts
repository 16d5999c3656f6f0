import { matchAppRoute, type RouteMatch } from '../domain/app-routes';
import { pageMeta, type PageMeta } from '../domain/page-meta';
import { pageSources, wordSources } from './web-page-sources';
import { pageMetaIn } from './malayalam-page-titles';
import type { CardImage } from '../domain/image-variants';
import { productListPath } from '../domain/shop-list';
import { FIRST_READS_ID, firstReadsJson, type FirstReads } from '../domain/first-reads';
import type { Language } from '../domain/language';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the content of `<meta name|property="…" content="…">` in the built index.html. */
function withMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = new RegExp(`(<meta\\s+${attribute}="${key}"\\s+content=")[^"]*(")`);
  return html.replace(tag, (_all, start: string, end: string) => `${start}${escapeHtml(content)}${end}`);
}

/** The built index.html with this page's title, description and link-preview tags. */
export function renderPageHtml(template: string, meta: PageMeta): string {
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  html = withMeta(html, 'name', 'description', meta.description);
  html = withMeta(html, 'property', 'og:title', meta.title);
  html = withMeta(html, 'property', 'og:description', meta.description);
  if (meta.noindex) html = html.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />');
  return html;
}

/** Vite's build manifest (build.manifest): each source file's chunk and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk of `key` and every chunk it imports, directly or not, into `into`. */
function chunksOf(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/** The scripts a page needs beyond what index.html loads already (the page's chunk first). */
export function pageScripts(manifest: BuildManifest, sources: readonly string[]): string[] {
  const loaded = chunksOf(manifest, 'index.html');
  const needed = new Set<string>();
  for (const source of sources) chunksOf(manifest, source, needed);
  return [...needed].filter((file) => !loaded.has(file) && file.endsWith('.js'));
}

/**
 * What a page reads from the API as soon as it starts: the session on every page, and the shop's
 * first shelf (for the search and category in its address) and categories.
 */
export function firstReads(match: RouteMatch | null, query: URLSearchParams): string[] {
  const reads = ['/api/auth/me'];
  if (match?.key === 'shop') reads.push(shelfPath(query), '/api/categories');
  return reads;
}

/** The first page of products the shop asks for at this address (its search and category). */
const shelfPath = (query: URLSearchParams) =>
  productListPath({ search: query.get('search')?.trim(), category: query.get('category') ?? undefined });

/** For the shop's address, the products it shows first (whose first pictures the HTML preloads). */
export function shopShelfFor(url: string): string | null {
  const [pathname = '/', search = ''] = url.split('?', 2);
  return matchAppRoute(pathname)?.key === 'shop' ? shelfPath(new URLSearchParams(search)) : null;
}

const scriptLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`;
const readLink = (path: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(path)}" />`;
const imageLink = ({ src, srcSet, sizes }: CardImage) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${
    srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '')}"` : ''
  } />`;

/** The page's first reads as data the browser never runs (the CSP stays strict: no inline script). */
const firstReadsScript = (reads: FirstReads) =>
  `<script type="application/json" id="${FIRST_READS_ID}">${firstReadsJson(reads)}</script>`;

/** The opening of every script and script preload in a page's HTML. */
const SCRIPT_TAGS = /(<(?:script type="module"|link rel="modulepreload")[^>]*?)(\s*\/?>)/g;

/** index.html's empty element the app renders into. */
const EMPTY_ROOT = '<div id="root"></div>';

export interface WebPage {
  /** 200 for a page of the app, 404 for a path it has none for (the app then shows its 404 page). */
  status: 200 | 404;
  html: string;
}

/**
 * The HTML for any URL of the web app, worked out from the route table shared with the browser's
 * router: the page's title and description, and links that start its scripts (from the build's
 * manifest, when there is one) and its first API reads at once. Without them the browser found
 * them one after another: the entry, then the page's chunk and its small chunks, then the reads.
 */
export function createPageRenderer(
  template: string,
  manifest: BuildManifest | null = null,
): (
  url: string,
  images?: readonly CardImage[],
  reads?: FirstReads,
  root?: string,
  lang?: Language,
) => WebPage {
  const made = new Map<string, { html: string; scripts: string[] }>();
  return (url, images = [], reads, root, lang = 'en') => {
    const [pathname = '/', search = ''] = url.split('?', 2);
    const match: RouteMatch | null = matchAppRoute(pathname);
    const meta = pageMetaIn(pageMeta(match), match, lang);
    const key = `${match?.key}\u0000${meta.title}\u0000${meta.description}`;
    let page = made.get(key);
    if (page === undefined) {
      const scripts = manifest ? pageScripts(manifest, pageSources(match?.key ?? null)) : [];
      page = { html: renderPageHtml(template, meta), scripts };
      made.set(key, page);
    }
    // After the entry's own script, framework and styles (the biggest, needed first): the first
    // pictures (the largest paint), the page's chunk, its first reads, then the chunk's imports.
    const [chunk, ...imports] = page.scripts;
    // The page's words, which its first render waits for as it waits for its code.
    const words = manifest ? pageScripts(manifest, wordSources(match?.key ?? null, lang)) : [];
    const links = [
      ...images.map(imageLink),
      ...(chunk ? [scriptLink(chunk)] : []),
      ...words.map(scriptLink),
      ...(match ? firstReads(match, new URLSearchParams(search)) : []).map(readLink),
      ...imports.map(scriptLink),
    ];
    let html = links.length
      ? page.html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
      : page.html;
    if (reads) html = html.replace('</body>', () => `  ${firstReadsScript(reads)}\n  </body>`);
    if (root) {
      // The page as the server rendered it (a function: the page's text may hold `$&` and the like).
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`);
      // It paints without its scripts, which only take it over: they come after what it shows
      // (the styles, fonts and first pictures) rather than competing with them on a slow line.
      html = html.replace(SCRIPT_TAGS, '$1 fetchpriority="low"$2');
    }
    // The page's language (docs/decisions/098): screen readers and the browser's fonts follow it.
    if (lang !== 'en') html = html.replace('<html lang="en">', `<html lang="${lang}">`);
    return { status: match ? 200 : 404, html };
  };
}
