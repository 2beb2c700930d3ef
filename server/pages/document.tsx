import type { ReactNode } from "react";
import { SITE } from "../../shared/content/site";
import { PRACTICE } from "../../shared/content/practice";
import { CLIENT_DATA_ELEMENT_ID } from "../../shared/lib/client-data";
import type { RouteHead } from "../../shared/routes";
import { preloadedFonts, type AssetManifest } from "./asset-manifest";

interface DocumentProps {
  readonly head: RouteHead;
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly year: number;
  /** The page is a 404: the client shows the 404 page for this address until the visitor navigates. */
  readonly notFound?: boolean;
  /** Structured data for search engines, already serialised with `<` escaped. */
  readonly jsonLd?: readonly string[];
  /** JSON the client reads before hydrating (a re-rendered form); `<` escaped. */
  readonly clientData?: string;
  readonly children: ReactNode;
}

/**
 * The HTML document around the app. Only #root is hydrated, so everything here is server-only;
 * what the client must know (the year) travels on <html> attributes or the client-data block.
 */
export function Document({
  head,
  assets,
  siteUrl,
  year,
  notFound = false,
  jsonLd = [],
  clientData,
  children,
}: DocumentProps) {
  const canonical = `${siteUrl}${head.canonicalPath}`;
  return (
    <html lang="en-AU" data-year={year} data-not-found={notFound ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          The one script: a module, deferred (not async), and render-blocking. It runs once the
          stylesheet is in, before DOMContentLoaded (on which the browser's form autofill lays out a
          page with form fields: before the stylesheet, a whole layout of the unstyled page) and
          before the first frame, so it can mark the home page's sections below the first screen to
          be left out of the first layout (ADR 016). It is under 1 KB; React comes after the paint.
        */}
        <script type="module" src={assets.script} blocking="render" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {head.prevPath ? <link rel="prev" href={`${siteUrl}${head.prevPath}`} /> : null}
        {head.nextPath ? <link rel="next" href={`${siteUrl}${head.nextPath}`} /> : null}
        <meta name="theme-color" content="#14213d" />
        <SharingMeta head={head} canonical={notFound ? undefined : canonical} siteUrl={siteUrl} />
        {preloadedFonts(assets.preloadFonts, head).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.stylesheet} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${PRACTICE.tradingName}: Insights & Updates`}
          href="/blog/rss.xml"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${PRACTICE.tradingName}: Insights & Updates`}
          href="/blog/atom.xml"
        />
        <link
          rel="alternate"
          type="application/feed+json"
          title={`${PRACTICE.tradingName}: Insights & Updates`}
          href="/blog/feed.json"
        />
        {jsonLd.map((json) => (
          <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        {clientData ? (
          <script
            id={CLIENT_DATA_ELEMENT_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: clientData }}
          />
        ) : null}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

/** What a link shared to a social network or a chat shows: Open Graph and Twitter's card. */
function SharingMeta({
  head,
  canonical,
  siteUrl,
}: {
  readonly head: DocumentProps["head"];
  readonly canonical: string | undefined;
  readonly siteUrl: string;
}) {
  const ogImage = `${siteUrl}${head.image?.src ?? "/images/og-image.png"}`;
  return (
    <>
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={PRACTICE.tradingName} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {/* A 404 has no address of its own to share: its canonical path (/404) would itself be a 404. */}
      {canonical === undefined ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={ogImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={head.image?.alt ?? `${PRACTICE.tradingName}: ${SITE.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={ogImage} />
    </>
  );
}

/** JSON safe to place inside a <script> element: `<` cannot close it or open a comment. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
