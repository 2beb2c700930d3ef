import { BLOG_POSTS } from "../../shared/content/blog-posts";
import { FAQS } from "../../shared/content/home";
import { PRACTICE } from "../../shared/content/practice";
import { SITE } from "../../shared/content/site";
import type { SiteRoute } from "../../shared/routes";
import { serialiseForScript } from "./document";

/** schema.org JSON-LD for a route, serialised for a <script type="application/ld+json">. */
export function structuredDataFor(route: SiteRoute, siteUrl: string): string[] {
  switch (route.id) {
    case "home":
      return [legalService(siteUrl), faqPage()].map(serialiseForScript);
    case "blog-post":
      return [blogPosting(siteUrl), breadcrumbs(siteUrl)].map(serialiseForScript);
    default:
      return [];
  }
}

function legalService(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    name: PRACTICE.tradingName,
    legalName: PRACTICE.legalName,
    taxID: PRACTICE.abn.replace(/\s/g, ""),
    slogan: SITE.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/images/og-image.png`,
    email: PRACTICE.enquiriesEmail,
    ...(PRACTICE.phone ? { telephone: PRACTICE.phone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: PRACTICE.address.street,
      addressLocality: PRACTICE.address.locality,
      addressRegion: PRACTICE.address.state,
      postalCode: PRACTICE.address.postcode,
      addressCountry: "AU",
    },
    areaServed: { "@type": "Country", name: "Australia" },
    parentOrganization: { "@type": "Organization", name: PRACTICE.parentFirm.name, url: PRACTICE.parentFirm.url },
  };
}

function faqPage() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQS.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function firstPost() {
  const [post] = BLOG_POSTS;
  if (!post) throw new Error("The blog needs its post");
  return post;
}

function blogPosting(siteUrl: string) {
  const post = firstPost();
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: PRACTICE.legalName, logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png` } },
    image: `${siteUrl}/images/og-image.png`,
    mainEntityOfPage: url,
    url,
  };
}

function breadcrumbs(siteUrl: string) {
  const post = firstPost();
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
      { "@type": "ListItem", position: 3, name: post.title, item: `${siteUrl}/blog/${post.slug}` },
    ],
  };
}
