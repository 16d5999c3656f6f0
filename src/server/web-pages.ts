import { matchAppRoute, type RouteMatch } from '../domain/app-routes';
import { pageMeta, type PageMeta } from '../domain/page-meta';

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

export interface WebPage {
  /** 200 for a page of the app, 404 for a path it has none for (the app then shows its 404 page). */
  status: 200 | 404;
  html: string;
}

/**
 * The HTML for any path of the web app, worked out from the route table shared with the browser's
 * router. Pages are made once per title (a handful: meta depends only on the route and a tier).
 */
export function createPageRenderer(template: string): (pathname: string) => WebPage {
  const made = new Map<string, string>();
  return (pathname) => {
    const match: RouteMatch | null = matchAppRoute(pathname);
    const meta = pageMeta(match);
    const key = `${meta.title}\u0000${meta.description}\u0000${meta.noindex ? 1 : 0}`;
    let html = made.get(key);
    if (html === undefined) {
      html = renderPageHtml(template, meta);
      made.set(key, html);
    }
    return { status: match ? 200 : 404, html };
  };
}
