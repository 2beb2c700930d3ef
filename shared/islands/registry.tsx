import type { ReactElement } from "react";
import { BLOG_POSTS } from "../content/blog-posts";
import { BLOG_POST_BODIES } from "../content/blog-post-bodies";
import { PRIVACY_POLICY } from "../content/privacy-policy";
import { TERMS_OF_SERVICE } from "../content/terms-of-service";
import { AboutContent, FaqContent, HowItWorksContent, IndustriesContent, KylcContent, PracticeAreasContent, WorthTheSwitchContent } from "./home-sections";
import { HeroArt } from "./hero-art";
import type { IslandId } from "./island-ids";
import { PolicyBody } from "./policy-body";

/**
 * What each island renders. Only the server imports this module (ESLint keeps the rest of shared/
 * and client/ from importing shared/islands), so none of it reaches the browser bundle.
 */
export const ISLAND_ELEMENTS: Readonly<Record<IslandId, () => ReactElement>> = {
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
