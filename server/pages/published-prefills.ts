import { PLANS_COPY } from "../../shared/content/people-and-plans";
import { contactPrefillHref } from "../../shared/lib/contact-prefill";
import type { SiteContent } from "../site-content/site-content";

/**
 * The links into a prefilled enquiry form that the site's own pages publish: each practice area's
 * "Discuss ... with us" (its priorities ticked) and each plan's enquiry link (its message). A link
 * checker or a visitor following them is answered from held pages, never refused by the bound on
 * per-request renders that floods of other queries meet. The cost comparison's link carries the
 * visitor's own figures, so it is rendered per request like any other query.
 */
export function publishedPrefillHrefs(content: SiteContent): ReadonlySet<string> {
  const areaLinks = content.practiceAreas.pages.map((page) => contactPrefillHref({ priorities: page.priorities }));
  const planLinks = (content.plans?.plans ?? []).map((plan) =>
    contactPrefillHref({ message: PLANS_COPY.enquire(plan.name) }),
  );
  return new Set([...areaLinks, ...planLinks]);
}
