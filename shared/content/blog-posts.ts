import { PRACTICE } from "./practice";
import type { BlogPost } from "./types";

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    slug: "in-house-vs-external-counsel",
    title: "In-House vs External Counsel: Finding the Right Fit for Your Business",
    excerpt:
      "Should your business hire an in-house lawyer, rely on an external law firm, or consider something in between? We compare the three main options and suggest practical questions to help you decide.",
    author: `${PRACTICE.tradingName} Team`,
    date: "January 15, 2026",
    isoDate: "2026-01-15",
    readTime: "8 min read",
    image: {
      src: "/images/blog/in-house-vs-external-counsel-card.svg",
      alt: "Abstract illustration of two overlapping circles",
      width: 800,
      height: 450,
    },
    heroImage: {
      src: "/images/blog/in-house-vs-external-counsel-hero.svg",
      alt: "Abstract illustration of two overlapping circles on a wide banner",
      width: 1200,
      height: 600,
    },
  },
];
