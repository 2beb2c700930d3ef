import type { ReactElement } from "react";
import type { FragmentSource } from "../../../shared/components/server-fragment";
import { ACCESSIBILITY_STATEMENT } from "../../../shared/content/accessibility-statement";
import { PRIVACY_POLICY } from "../../../shared/content/privacy-policy";
import { TERMS_OF_SERVICE } from "../../../shared/content/terms-of-service";
import type { FragmentId } from "../../../shared/lib/fragment-ids";
import type { SiteContent } from "../../site-content/site-content";
import { resolvePage, type PageView } from "../resolve-page";
import { BlogList, BlogListHeader } from "./blog-list";
import { PostBody, PostFooter, PostHeader } from "./blog-post";
import { HeroArt } from "./hero-art";
import { HowWeWork } from "./how-we-work";
import { CostComparison } from "./cost-comparison";
import { DEFAULT_INPUTS } from "../../../shared/lib/cost-comparison/inputs";
import { PracticeAreaBody, PracticeAreaFooter, PracticeAreaHeader } from "./practice-area";
import {
  AboutContent,
  FaqContent,
  HowItWorksContent,
  IndustriesContent,
  KylcContent,
  PracticeAreasContent,
  WorthTheSwitchContent,
} from "./home-sections";
import { PolicyBody } from "./policy-body";
import { AboutPage, PersonBody, PersonFooter, PersonHeader } from "./people";
import { NextSteps } from "./plans";
import { ReachUs } from "../../../shared/components/reach-us";
import { CollectionNotice } from "../../../shared/components/collection-notice";

/** A page's fragment needs the page's view (a list page, a post, a practice area; undefined elsewhere) and may ask the content. */
type FragmentElement = (view: PageView | undefined, content: SiteContent) => ReactElement;

function listView(view: PageView | undefined) {
  if (view?.kind !== "list") throw new Error("A blog list fragment was asked for outside a blog list page");
  return view;
}

function postView(view: PageView | undefined) {
  if (view?.kind !== "post") throw new Error("A blog post fragment was asked for outside a post's page");
  return view;
}

function personView(view: PageView | undefined) {
  if (view?.kind !== "person") throw new Error("A profile fragment was asked for outside a profile's page");
  return view;
}

function areaView(view: PageView | undefined) {
  if (view?.kind !== "practice-area") throw new Error("A practice area fragment was asked for outside an area's page");
  return view;
}

/**
 * What each fragment renders. It lives in server/, which shared/ and client/ may not import (lint),
 * so none of it reaches the browser bundle.
 */
export const FRAGMENT_ELEMENTS: Readonly<Record<FragmentId, FragmentElement>> = {
  "home/hero-art": () => <HeroArt />,
  "home/how-it-works": (_view, content) => <HowItWorksContent plans={content.plans} />,
  "home/worth-the-switch": (_view, content) => <WorthTheSwitchContent team={content.team} />,
  "home/practice-areas": (_view, content) => <PracticeAreasContent practiceAreas={content.practiceAreas} />,
  "home/industries": () => <IndustriesContent />,
  "home/kylc": () => <KylcContent />,
  "home/about": () => <AboutContent />,
  "home/faqs": (_view, content) => <FaqContent plans={content.plans} />,
  "home/next-steps": (_view, content) => (
    <NextSteps plans={content.plans} team={content.team} promiseKept={content.replyPromiseKept} />
  ),
  "home/reach": () => <ReachUs withBooking />,
  "home/reach-footer": () => <ReachUs />,
  "home/collection-notice": () => <CollectionNotice />,
  "how-we-work/page": (_view, content) => (
    <HowWeWork plans={content.plans} practiceAreas={content.practiceAreas} team={content.team} />
  ),
  "cost-comparison/page": (view, content) => (
    <CostComparison
      parsed={view?.kind === "cost-comparison" ? view.parsed : { ok: true, inputs: { ...DEFAULT_INPUTS } }}
      plans={content.plans}
    />
  ),
  "practice-area/header": (view) => <PracticeAreaHeader view={areaView(view)} />,
  "practice-area/body": (view) => <PracticeAreaBody view={areaView(view)} />,
  "practice-area/footer": (view, content) => <PracticeAreaFooter view={areaView(view)} plans={content.plans} />,
  "terms/body": () => <PolicyBody policy={TERMS_OF_SERVICE} />,
  "privacy/body": () => <PolicyBody policy={PRIVACY_POLICY} />,
  "accessibility/body": () => <PolicyBody policy={ACCESSIBILITY_STATEMENT} />,
  "about/page": (_view, content) => <AboutPage team={content.team} />,
  "team/header": (view) => <PersonHeader view={personView(view)} />,
  "team/body": (view) => <PersonBody view={personView(view)} />,
  "team/footer": (view) => <PersonFooter view={personView(view)} />,
  "blog/header": (view) => <BlogListHeader listing={listView(view).listing} />,
  "blog/list": (view) => <BlogList listing={listView(view).listing} />,
  "blog-post/header": (view) => <PostHeader post={postView(view).post} />,
  "blog-post/body": (view) => <PostBody post={postView(view).post} />,
  "blog-post/footer": (view) => <PostFooter view={postView(view)} />,
};

/**
 * On the server a fragment is its element, rendered into the page like any other; a page's fragments
 * show that page's content, or the view given (one a request decided, such as a cost comparison's figures).
 */
export function serverFragmentSource(content: SiteContent, view?: PageView): FragmentSource {
  return (id, pagePath) => ({
    element: FRAGMENT_ELEMENTS[id](
      view ?? (pagePath === undefined ? undefined : resolvePage(pagePath, content).view),
      content,
    ),
  });
}
