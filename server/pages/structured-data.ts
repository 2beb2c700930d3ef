import { FAQS } from "../../shared/content/home";
import { PRACTICE } from "../../shared/content/practice";
import { COST_PAGE } from "../../shared/content/cost-comparison";
import { COST_COMPARISON_PATH, COST_COMPARISON_SHARE_IMAGE } from "../../shared/lib/cost-comparison/address";
import type { Practice } from "../../shared/content/practice-schema";
import { SITE } from "../../shared/content/site";
import { tagLabel } from "../../shared/content/tags";
import { blogPostPath } from "../../shared/lib/blog-paths";
import type { SiteRoute } from "../../shared/routes";
import { lastModified, type BlogPost } from "../blog/post";
import { practiceAreaPath, type PracticeAreaPage } from "../practice-areas/practice-area";
import type { ResolvedPage } from "./resolve-page";
import { serialiseForScript } from "./document";
import type { SiteContent } from "../site-content/site-content";
import { beyondHoursText, planAnchor } from "../plans/plans";
import { ENGAGEMENT } from "../../shared/content/engagement";
import type { Engagement } from "../../shared/content/engagement-schema";
import { termsSentence } from "../../shared/content/engagement-terms";
import type { PlansFile } from "../plans/plans-schema";
import { PLANS_COPY } from "../../shared/content/people-and-plans";
import { CERTIFICATE_LABELS, teamPath, type Person } from "../team/person";
import type { PracticeAreas } from "../practice-areas/practice-area";

/** schema.org JSON-LD for a page, serialised for a <script type="application/ld+json">. */
export function structuredDataFor(
  page: Pick<ResolvedPage, "view"> & { readonly route: SiteRoute },
  siteUrl: string,
  content?: SiteContent,
): string[] {
  if (page.route.id === "home") return [legalService(siteUrl), faqPage()].map(serialiseForScript);
  if (page.view?.kind === "person")
    return [person(page.view.person, siteUrl, content?.practiceAreas)].map(serialiseForScript);
  if (page.route.id === "how-we-work" && content?.plans)
    return [offerCatalog(content.plans, siteUrl)].map(serialiseForScript);
  if (page.view?.kind === "post")
    return [blogPosting(page.view.post, siteUrl), breadcrumbs(page.view.post, siteUrl)].map(serialiseForScript);
  if (page.view?.kind === "practice-area") return [service(page.view.page, siteUrl)].map(serialiseForScript);
  if (page.route.id === "cost-comparison") return [costComparison(siteUrl)].map(serialiseForScript);
  return [];
}

/**
 * A profile as a schema.org Person: who they work for, their role and the credential a visitor can
 * check (hasCredential names the practising certificate; sameAs is the register to check it on).
 */
function person(member: Person, siteUrl: string, practiceAreas?: PracticeAreas) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: member.name,
    jobTitle: member.role,
    url: `${siteUrl}${teamPath(member.slug)}`,
    ...(member.photo ? { image: `${siteUrl}${member.photo.src}` } : {}),
    worksFor: practiceReference(siteUrl),
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: CERTIFICATE_LABELS[member.certificate],
      recognizedBy: { "@type": "Organization", name: "Queensland Law Society" },
    },
    knowsAbout: member.leads.map((slug) => practiceAreas?.bySlug(slug)?.title ?? slug),
    sameAs: [member.register],
  };
}

/**
 * The plans as offers of the practice's service: each an Offer with two UnitPriceSpecifications, the
 * fee (its period, the minimum term as billingDuration) and the hourly rate for work beyond the plan's
 * hours, neither including GST (valueAddedTaxIncluded: false); the terms in words in its description.
 */
function offerCatalog(plans: PlansFile, siteUrl: string, engagement: Engagement = ENGAGEMENT) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Outsourced general counsel",
    serviceType: "Outsourced general counsel",
    url: `${siteUrl}/how-we-work`,
    areaServed: { "@type": "Country", name: "Australia" },
    provider: practiceReference(siteUrl),
    offers: plans.plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: `${plan.summary} ${PLANS_COPY.offerDescription(plan.name)} ${termsSentence(engagement)}`,
      url: `${siteUrl}/how-we-work#${planAnchor(plan.slug)}`,
      priceCurrency: "AUD",
      price: plan.price.amount,
      priceSpecification: [
        {
          "@type": "UnitPriceSpecification",
          priceComponentType: "https://schema.org/Subscription",
          price: plan.price.amount,
          priceCurrency: "AUD",
          unitCode: plan.price.per === "month" ? "MON" : "ANN",
          referenceQuantity: {
            "@type": "QuantitativeValue",
            value: 1,
            unitCode: plan.price.per === "month" ? "MON" : "ANN",
          },
          // The minimum term: how long the price is billed for at least.
          billingDuration: { "@type": "QuantitativeValue", value: engagement.minimumTermMonths, unitCode: "MON" },
          valueAddedTaxIncluded: false,
        },
        {
          "@type": "UnitPriceSpecification",
          name: PLANS_COPY.beyondHoursName,
          description: beyondHoursText(plan),
          price: plan.beyondHoursRate,
          priceCurrency: "AUD",
          unitCode: "HUR",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "HUR" },
          // Charged only past the hours the plan includes each month.
          eligibleQuantity: { "@type": "QuantitativeValue", minValue: plan.hoursPerMonth, unitCode: "HUR" },
          valueAddedTaxIncluded: false,
        },
      ],
    })),
  };
}

/**
 * The cost comparison: a free page of the practice's, described as a WebPage. Google's software-app
 * rich result asks a WebApplication for a price and ratings or reviews, which a free calculator has
 * no honest way to give (no invented ratings), so it is not claimed as one.
 */
function costComparison(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: COST_PAGE.title,
    description: COST_PAGE.description,
    url: `${siteUrl}${COST_COMPARISON_PATH}`,
    image: `${siteUrl}${COST_COMPARISON_SHARE_IMAGE.src}`,
    isAccessibleForFree: true,
    inLanguage: "en-AU",
    publisher: practiceReference(siteUrl),
  };
}

/** A practice area as a service the practice provides (not a claim about results): the provider is the practice. */
function service(area: PracticeAreaPage, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: area.title,
    description: area.summary,
    serviceType: area.title,
    url: `${siteUrl}${practiceAreaPath(area.slug)}`,
    image: `${siteUrl}${area.shareImage ?? "/images/og-image.png"}`,
    areaServed: { "@type": "Country", name: "Australia" },
    provider: practiceReference(siteUrl),
  };
}

/** The home page's LegalService node: one identifier other pages' provider and publisher name, so search engines see one practice, not several. */
const practiceId = (siteUrl: string) => `${siteUrl}/#practice`;

/** The practice as other pages name it: the home page's node by its @id, with the same names it has there. */
function practiceReference(siteUrl: string, practice: Practice = PRACTICE) {
  return {
    "@type": "LegalService",
    "@id": practiceId(siteUrl),
    name: practice.tradingName,
    legalName: practice.legalName,
    url: `${siteUrl}/`,
  };
}

/**
 * The practice as a LegalService. parentOrganization asserts that the firm owns the company, so it
 * is given only when practice.json says so (parentFirm.ownsPractice); a related entity is not a
 * parent. Post in another's care keeps its "c/o", as the footer shows it.
 */
export function legalService(siteUrl: string, practice: Practice = PRACTICE) {
  const { address, parentFirm } = practice;
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": practiceId(siteUrl),
    name: practice.tradingName,
    legalName: practice.legalName,
    taxID: practice.abn.replace(/\s/g, ""),
    slogan: SITE.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/images/og-image.png`,
    email: practice.enquiriesEmail,
    ...(practice.phone ? { telephone: practice.phone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.careOf ? `c/o ${address.careOf}, ${address.street}` : address.street,
      addressLocality: address.locality,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: "AU",
    },
    areaServed: { "@type": "Country", name: "Australia" },
    ...(parentFirm.ownsPractice
      ? { parentOrganization: { "@type": "Organization", name: parentFirm.name, url: parentFirm.url } }
      : {}),
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

/**
 * A post's day as a moment with its zone: midnight in Brisbane (UTC+10 all year, no daylight saving),
 * as the feeds date it. A bare date leaves the zone to each reader's guess.
 */
const brisbaneMidnight = (isoDate: string) => `${isoDate}T00:00:00+10:00`;

function blogPosting(post: BlogPost, siteUrl: string) {
  const url = `${siteUrl}${blogPostPath(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: brisbaneMidnight(post.date),
    dateModified: brisbaneMidnight(lastModified(post)),
    author: post.byline
      ? { "@type": "Person", name: post.byline.name, url: `${siteUrl}${post.byline.path}` }
      : { "@type": "Organization", name: PRACTICE.tradingName, url: `${siteUrl}/` },
    publisher: { ...practiceReference(siteUrl), logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png` } },
    image: `${siteUrl}${post.shareImage ?? "/images/og-image.png"}`,
    keywords: post.tags.map(tagLabel).join(", "),
    mainEntityOfPage: url,
    url,
  };
}

function breadcrumbs(post: BlogPost, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
      { "@type": "ListItem", position: 3, name: post.title, item: `${siteUrl}${blogPostPath(post.slug)}` },
    ],
  };
}
