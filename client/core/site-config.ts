/**
 * Deployment settings read from `<meta>` tags of index.html (no inline scripts under the CSP),
 * with the defaults of contracts/routes.ts.
 */
import { DEFAULT_ARTICLE_URL, DEFAULT_SERVICE_URL } from '../../contracts/routes';

function meta(name: string): string | null {
  const v = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return v ? v : null;
}

function httpUrl(value: string | null): string | null {
  return value && /^https?:\/\/\S+$/.test(value) ? value : null;
}

/** The external article library (spec §2 /article). */
export function articleUrl(): string {
  return httpUrl(meta('zhigu:article-url')) ?? DEFAULT_ARTICLE_URL;
}

/** The customer-service link of the browser notice. */
export function serviceUrl(): string {
  return httpUrl(meta('zhigu:service-url')) ?? DEFAULT_SERVICE_URL;
}
