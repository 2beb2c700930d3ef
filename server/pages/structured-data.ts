import { BLOG_POSTS } from "../../shared/content/blog-posts";
import { FAQS } from "../../shared/content/home";
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
    name: SITE.brandName,
    legalName: SITE.practiceName,
    slogan: SITE.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/images/og-image.png`,
    email: SITE.contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.suburb,
      addressRegion: SITE.address.state,
      postalCode: SITE.address.postcode,
      addressCountry: SITE.address.country,
    },
    areaServed: { "@type": "Country", name: "Australia" },
    parentOrganization: { "@type": "Organization", name: SITE.parentFirmName, url: SITE.parentFirmUrl },
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
    publisher: { "@type": "Organization", name: SITE.practiceName, logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png` } },
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
