import type { ReactElement } from "react";
import type { FragmentSource } from "../../../shared/components/server-fragment";
import { BLOG_POSTS } from "../../../shared/content/blog-posts";
import { BLOG_POST_BODIES } from "../../../shared/content/blog-post-bodies";
import { PRIVACY_POLICY } from "../../../shared/content/privacy-policy";
import { TERMS_OF_SERVICE } from "../../../shared/content/terms-of-service";
import { AboutContent, FaqContent, HowItWorksContent, IndustriesContent, KylcContent, PracticeAreasContent, WorthTheSwitchContent } from "./home-sections";
import { HeroArt } from "./hero-art";
import type { FragmentId } from "../../../shared/lib/fragment-ids";
import { PolicyBody } from "./policy-body";

/**
 * What each fragment renders. It lives in server/, which shared/ and client/ may not import (lint),
 * so none of it reaches the browser bundle.
 */
export const FRAGMENT_ELEMENTS: Readonly<Record<FragmentId, () => ReactElement>> = {
  "home/hero-art": () => <HeroArt />,
  "home/how-it-works": () => <HowItWorksContent />,
  "home/worth-the-switch": () => <WorthTheSwitchContent />,
  "home/practice-areas": () => <PracticeAreasContent />,
  "home/industries": () => <IndustriesContent />,
  "home/kylc": () => <KylcContent />,
  "home/about": () => <AboutContent />,
  "home/faqs": () => <FaqContent />,
  "terms/body": () => <PolicyBody policy={TERMS_OF_SERVICE} />,
  "privacy/body": () => <PolicyBody policy={PRIVACY_POLICY} />,
  // Spec: the single post shows whatever the slug is.
  "blog-post/body": () => <div className="prose" dangerouslySetInnerHTML={{ __html: BLOG_POST_BODIES[BLOG_POSTS[0]?.slug ?? ""] ?? "" }} />,
};

/** On the server a fragment is its element, rendered into the page like any other. */
export const useServerFragment: FragmentSource = (id) => ({ element: FRAGMENT_ELEMENTS[id]() });
