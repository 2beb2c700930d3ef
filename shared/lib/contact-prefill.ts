import { CONTACT_FORM_ACTION } from "./enquiry-api";
import { ENQUIRY_LIMITS, LEGAL_PRIORITIES, type LegalPriority } from "../content/contact-form";
import { SECTION_IDS } from "../content/navigation";

/**
 * A link into the enquiry form with some of it filled in (a practice area's priorities, a cost
 * comparison's figures): GET /contact?priority=…&message=…. The server renders the form so filled
 * (no JavaScript needed); nothing is stored until the visitor sends it.
 */
export interface ContactPrefill {
  readonly priorities: readonly LegalPriority[];
  readonly message: string;
}

const PRIORITY = "priority";
const MESSAGE = "message";

export function contactPrefillHref({ priorities, message }: Partial<ContactPrefill>): string {
  const query = new URLSearchParams();
  for (const priority of priorities ?? []) query.append(PRIORITY, priority);
  if (message) query.set(MESSAGE, message.slice(0, ENQUIRY_LIMITS.message));
  return `${CONTACT_FORM_ACTION}?${query.toString()}#${SECTION_IDS.contact}`;
}

/**
 * The prefill a query asks for, from Express's parsed query (a string or a list of strings per
 * name). Only the listed priorities count, a message longer than the form takes is cut, anything
 * else is ignored: a link with a typo still opens the form. Undefined when nothing is asked for.
 */
export function contactPrefillFrom(query: Readonly<Record<string, unknown>>): ContactPrefill | undefined {
  const listed = new Set<string>(LEGAL_PRIORITIES);
  const priorities = LEGAL_PRIORITIES.filter(
    (priority) => strings(query[PRIORITY]).includes(priority) && listed.has(priority),
  );
  const message = (strings(query[MESSAGE])[0] ?? "").slice(0, ENQUIRY_LIMITS.message);
  return priorities.length > 0 || message.trim() ? { priorities, message } : undefined;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // A name given many times: the form has seven priorities, so a longer list is not a real link.
  return Array.isArray(value)
    ? value.slice(0, LEGAL_PRIORITIES.length * 2).filter((item): item is string => typeof item === "string")
    : [];
}
