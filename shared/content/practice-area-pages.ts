/** The words around a practice area's own Markdown on its page (server fragments only: not in the bundle). */
export const PRACTICE_AREA_COPY = {
  eyebrow: "Practice area",
  back: "All practice areas",
  discuss: (area: string) => `Discuss ${area} with us`,
  discussBody:
    "Tell us about your business and what you need. The enquiry form opens with this area already ticked; nothing is sent until you press Send Message.",
  related: "Related articles",
  others: "Other practice areas",
  howWeWork: "How an engagement works",
  ledBy: "Led by",
  disclaimer:
    "This page is general information only and is not legal advice. It does not take into account your circumstances. Please seek advice about your situation before acting on it.",
  shareMeta: "Practice areas",
  /** The card's link; its accessible name adds the area's. */
  cardLink: "About this area",
} as const;
