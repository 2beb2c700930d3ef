import type { EnquiryStore, StoredEnquiry } from "./store";

/**
 * `find` for an access request must find every enquiry a person sent, however they wrote their
 * number: "0412 345 678", "+61 412 345 678", "(07) 3000 1234", "+61 7 3000 1234" (staff search the way the caller said it).
 */

/** Only digits and the characters people write numbers with, and enough digits to be a number. */
const PHONE_LIKE = /^[+\d\s().-]+$/;
const MIN_DIGITS = 6;

export const looksLikePhone = (text: string) => PHONE_LIKE.test(text) && text.replace(/\D/g, "").length >= MIN_DIGITS;

/**
 * An Australian number's digits as written within Australia: +61 (or 0061) and the trunk 0 after
 * it become one leading 0 ("+61 (0)412 345 678" → "0412345678"). Other digits are kept as they are.
 */
export function nationalDigits(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, "");
  const digits = compact.replace(/\D/g, "");
  const international = /^(?:\+|00)61/.test(compact) || /^61[2-478]\d{8}$/.test(digits);
  return international ? `0${digits.replace(/^(?:00)?61/, "").replace(/^0/, "")}` : digits;
}

/** What `find TEXT` shows: the store's matches, and, for a number, every enquiry whose phone is that number in any form; newest first. */
export async function findEnquiriesWithPhone(store: EnquiryStore, text: string): Promise<StoredEnquiry[]> {
  const found = await store.findEnquiries(text);
  if (!looksLikePhone(text)) return found;
  const wanted = nationalDigits(text);
  const seen = new Set(found.map((enquiry) => enquiry.id));
  // The store has no column of normalised numbers: a practice's enquiries fit in memory for a search.
  const all = await store.listEnquiries({ includeSpam: true, limit: Number.MAX_SAFE_INTEGER });
  const samePhone = all.filter(
    (enquiry) => !seen.has(enquiry.id) && enquiry.phone !== "" && nationalDigits(enquiry.phone).includes(wanted),
  );
  if (samePhone.length === 0) return found;
  return [...found, ...samePhone].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
}
