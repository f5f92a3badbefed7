/**
 * Writes dist/client/index.html from client/index.html: the hashed entry script (and
 * modulepreload links for the chunks it imports statically) at `<!-- build: entry -->`, and the
 * deployment meta tags filled from the environment. No inline scripts (CSP script-src 'self').
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Settings placed into `<meta name="zhigu:…">` tags. */
export interface HtmlSettings {
  /** Comma-separated live socket hosts for the browser (default: the gateway's /ws). */
  wsHosts?: string;
  articleUrl?: string;
  serviceUrl?: string;
}

const ENTRY_MARKER = '<!-- build: entry -->';

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function setMeta(html: string, name: string, value: string | undefined): string {
  if (value === undefined || value === '') return html;
  const re = new RegExp(`(<meta name="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content=")[^"]*(")`);
  if (!re.test(html)) throw new Error(`client/index.html has no <meta name="${name}">`);
  return html.replace(re, `$1${escapeAttr(value)}$2`);
}

/** Renders the page: `entry` and `preloads` are URLs under the site root (e.g. `/assets/main-X.js`). */
export function renderIndexHtml(template: string, entry: string, preloads: readonly string[], settings: HtmlSettings = {}): string {
  if (!template.includes(ENTRY_MARKER)) throw new Error(`client/index.html lacks the ${ENTRY_MARKER} marker`);
  if (!/<html lang="zh-CN">/.test(template)) throw new Error('client/index.html must declare <html lang="zh-CN">');
  const tags = [
    ...preloads.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}" />`),
    `<script type="module" src="${escapeAttr(entry)}"></script>`,
  ].join('\n    ');
  let html = template.replace(ENTRY_MARKER, tags);
  html = setMeta(html, 'zhigu:ws-hosts', settings.wsHosts);
  html = setMeta(html, 'zhigu:article-url', settings.articleUrl);
  html = setMeta(html, 'zhigu:service-url', settings.serviceUrl);
  return html;
}

/** Reads the template, renders and writes `outDir/index.html` (or `outDir/<name>`, e.g. a page's own HTML). */
export async function writeIndexHtml(
  templatePath: string,
  outDir: string,
  entry: string,
  preloads: readonly string[],
  settings: HtmlSettings,
  name = 'index.html',
): Promise<string> {
  const template = await readFile(templatePath, 'utf8');
  const html = renderIndexHtml(template, entry, preloads, settings);
  const file = path.join(outDir, name);
  await writeFile(file, html);
  return file;
}
