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

const URL_ATTRIBUTE = /(\s(?:href|src|action|formaction|poster|content|data)=)(["'])([^"']*)\2/gi;
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=)(["'])([^"']*)\2/gi;
const STYLE_ATTRIBUTE = /(\sstyle=)(["'])([^"']*)\2/gi;
const CSS_URL = /url\(("[^"]*"|'[^']*'|[^"'()\s]*)\)/gi;
const CSS_IMPORT = /@import\s+(["'])([^"']+)\1/gi;
/** A link that fetches a script (a module preload, a script preload): no script runs in a preview. */
const SCRIPT_LINK = [/\brel=["']?modulepreload\b/i, /\bas=["']?script\b/i];

/** Where the tag `<name` starts at or after `from` (not a longer name such as `<scripts`), or -1. */
function tagStart(lower: string, name: string, from: number): number {
  for (let at = lower.indexOf(`<${name}`, from); at >= 0; at = lower.indexOf(`<${name}`, at + 1)) {
    const next = lower.charAt(at + name.length + 1);
    if (next === "" || next === ">" || next === "/" || /\s/.test(next)) return at;
  }
  return -1;
}

/**
 * Each `<name ...>` tag (`closed`: with its content and closing tag, to the end of the text when it
 * has none) replaced by what `replace` makes of it. A scan with indexOf, each part read once: no
 * pattern that could backtrack over a long page.
 */
function replaceTags(
  html: string,
  name: string,
  closed: boolean,
  replace: (open: string, content: string, close: string) => string,
): string {
  const lower = html.toLowerCase();
  let out = "";
  let at = 0;
  for (let start = tagStart(lower, name, 0); start >= 0; start = tagStart(lower, name, at)) {
    const openEnd = lower.indexOf(">", start);
    if (openEnd < 0) break;
    let [content, close, end] = ["", "", openEnd + 1];
    if (closed) {
      const closeStart = lower.indexOf(`</${name}`, openEnd);
      const closeEnd = closeStart < 0 ? -1 : lower.indexOf(">", closeStart);
      end = closeEnd < 0 ? html.length : closeEnd + 1;
      content = html.slice(openEnd + 1, closeStart < 0 ? html.length : closeStart);
      close = closeStart < 0 ? "" : html.slice(closeStart, end);
    }
    out += html.slice(at, start) + replace(html.slice(start, openEnd + 1), content, close);
    at = end;
  }
  return out + html.slice(at);
}

/** `&amp;` in an attribute is `&` in the address: decoded to compare, encoded back. */
const decode = (value: string) => value.replace(/&amp;/g, "&");
const encode = (value: string) => value.replace(/&(?!amp;|#|[a-z]+;)/gi, "&amp;");

export function rewriteCss(css: string, where: Rewrite): string {
  return css
    .replace(CSS_URL, (_match, value: string) => {
      const quote = value.startsWith('"') || value.startsWith("'") ? value.charAt(0) : "";
      return `url(${quote}${rewriteUrl(quote ? value.slice(1, -1) : value, where)}${quote})`;
    })
    .replace(CSS_IMPORT, (_match, quote: string, url: string) => `@import ${quote}${rewriteUrl(url, where)}${quote}`);
}

function rewriteSrcset(value: string, where: Rewrite): string {
  return value
    .split(",")
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_match, space: string, url: string) => `${space}${rewriteUrl(url, where)}`),
    )
    .join(",");
}

export function rewriteHtml(html: string, where: Rewrite): string {
  const withoutScripts = replaceTags(
    replaceTags(html, "script", true, () => ""),
    "link",
    false,
    (tag) =>
      SCRIPT_LINK.some((pattern) => pattern.test(tag)) && /\brel=["']?(?:modulepreload|preload)\b/i.test(tag)
        ? ""
        : tag,
  );
  const styled = replaceTags(
    withoutScripts,
    "style",
    true,
    (open, css, close) => `${open}${rewriteCss(css, where)}${close}`,
  );
  return styled
    .replace(
      URL_ATTRIBUTE,
      (_match, name: string, quote: string, url: string) =>
        `${name}${quote}${encode(rewriteUrl(decode(url), where))}${quote}`,
    )
    .replace(
      SRCSET_ATTRIBUTE,
      (_match, name: string, quote: string, value: string) =>
        `${name}${quote}${encode(rewriteSrcset(decode(value), where))}${quote}`,
    )
    .replace(
      STYLE_ATTRIBUTE,
      (_match, name: string, quote: string, value: string) => `${name}${quote}${rewriteCss(value, where)}${quote}`,
    );
}
