/**
 * Who may enter the staff area: STAFF_EMAILS's addresses and `@domain` entries, compared without
 * regard to case. A domain entry admits that domain only, not its subdomains (`@practice.com.au`
 * does not admit `x@mail.practice.com.au`), so a subdomain someone else controls lets nobody in.
 */
export function isStaffEmail(allowed: readonly string[], email: string): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return false;
  const domain = address.slice(at);
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.startsWith("@") ? wanted === domain : wanted === address;
  });
}
