// A preview's pages, served under /author/preview/<id>/ in the staff origin: every address that
// would lead to the live site's root (root-relative, or absolute to SITE_URL) is moved under the
// preview's prefix, so its styles, fonts, images and links come from the preview's own build; and
// no script is left (the preview is the page as it renders without JavaScript).

export interface Rewrite {
  /** `/author/preview/<id>`, no trailing slash. */
  readonly prefix: string;
  /** The origin the pages name in absolute addresses (SITE_URL), without a trailing slash. */
  readonly siteUrl: string;
}

/** One address: root-relative or the site's own absolute address moved under the prefix; any other left as it is. */
export function rewriteUrl(url: string, { prefix, siteUrl }: Rewrite): string {
  if (url.startsWith(`${siteUrl}/`) || url === siteUrl) return `${prefix}${url.slice(siteUrl.length) || "/"}`;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith(`${prefix}/`)) return `${prefix}${url}`;
  return url;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** A link that fetches a script (module preloads, script preloads): no script runs in a preview. */
const SCRIPT_LINK = /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload)\b)(?=[^>]*\bas=["']?script\b|[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;
const URL_ATTRIBUTE = /(\s(?:href|src|action|formaction|poster|content|data)=)(["'])([^"']*)\2/gi;
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=)(["'])([^"']*)\2/gi;
const STYLE_ATTRIBUTE = /(\sstyle=)(["'])([^"']*)\2/gi;
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi;
const CSS_URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/gi;
const CSS_IMPORT = /@import\s+(["'])([^"']+)\1/gi;

/** `&amp;` in an attribute is `&` in the address: decoded to compare, encoded back. */
const decode = (value: string) => value.replace(/&amp;/g, "&");
const encode = (value: string) => value.replace(/&(?!amp;|#|[a-z]+;)/gi, "&amp;");

export function rewriteCss(css: string, where: Rewrite): string {
  return css
    .replace(CSS_URL, (_match, quote: string, url: string) => `url(${quote}${rewriteUrl(url, where)}${quote})`)
    .replace(CSS_IMPORT, (_match, quote: string, url: string) => `@import ${quote}${rewriteUrl(url, where)}${quote}`);
}

function rewriteSrcset(value: string, where: Rewrite): string {
  return value
    .split(",")
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_match, space: string, url: string) => `${space}${rewriteUrl(url, where)}`))
    .join(",");
}

export function rewriteHtml(html: string, where: Rewrite): string {
  return html
    .replace(SCRIPT, "")
    .replace(SCRIPT_LINK, "")
    .replace(URL_ATTRIBUTE, (_match, name: string, quote: string, url: string) => `${name}${quote}${encode(rewriteUrl(decode(url), where))}${quote}`)
    .replace(SRCSET_ATTRIBUTE, (_match, name: string, quote: string, value: string) => `${name}${quote}${encode(rewriteSrcset(decode(value), where))}${quote}`)
    .replace(STYLE_ATTRIBUTE, (_match, name: string, quote: string, value: string) => `${name}${quote}${rewriteCss(value, where)}${quote}`)
    .replace(STYLE_ELEMENT, (_match, open: string, css: string, close: string) => `${open}${rewriteCss(css, where)}${close}`);
}
