import type { StaffSessionStore } from "../enquiries/staff-sessions";
import type { AuditSink } from "../enquiries/audit";
import { ABSOLUTE_TIMEOUT_MS, csrfTokenFor, hashOf, IDLE_TIMEOUT_MS, newSecret } from "./session-cookie";

/** Who is signed in, as every staff route after sign-in finds it in `res.locals.staff`. */
export interface StaffMember {
  readonly email: string;
  readonly name: string;
  /** The token every state-changing request carries (`_csrf` field or `x-csrf-token` header). */
  readonly csrfToken: string;
  /** The session's id as stored (a hash, safe to log and to compare), never the cookie's value. */
  readonly sessionId: string;
}

export type SessionLookup =
  | { readonly kind: "signed-in"; readonly staff: StaffMember }
  | { readonly kind: "expired"; readonly why: "idle" | "absolute" }
  | { readonly kind: "none" };

/** Sessions held in the enquiry store, ended by idleness, by age or by signing out, on every instance at once. */
export function createSessions(store: StaffSessionStore, audit: AuditSink, now: () => number) {
  return {
    /** Starts a session; returns the cookie's value (the only copy of the secret id). */
    async start(email: string, name: string): Promise<string> {
      const id = newSecret();
      const at = now();
      await store.createSession({ idHash: hashOf(id), email, name, createdAt: at, lastSeenAt: at });
      return id;
    },
    async lookUp(cookieValue: string | undefined): Promise<SessionLookup> {
      if (!cookieValue) return { kind: "none" };
      const idHash = hashOf(cookieValue);
      const row = await store.getSession(idHash);
      if (!row) return { kind: "none" };
      const at = now();
      const why =
        at - row.createdAt >= ABSOLUTE_TIMEOUT_MS
          ? "absolute"
          : at - row.lastSeenAt >= IDLE_TIMEOUT_MS
            ? "idle"
            : undefined;
      if (why) {
        // Another instance may have ended it first: the event is recorded by whoever deleted the row.
        if (await store.deleteSession(idHash))
          await audit({ actor: row.email, action: "session-expired", detail: why });
        return { kind: "expired", why };
      }
      await store.touchSession(idHash, at);
      return {
        kind: "signed-in",
        staff: { email: row.email, name: row.name, csrfToken: csrfTokenFor(cookieValue), sessionId: idHash },
      };
    },
    /** Whose session a cookie's value names, if any, without touching it: a refused request keeps no session alive. */
    async whoIs(cookieValue: string | undefined): Promise<string | undefined> {
      return cookieValue ? (await store.getSession(hashOf(cookieValue)))?.email : undefined;
    },
    /** Ends the session: gone from the store, so no instance accepts its cookie again. */
    async end(staff: StaffMember): Promise<void> {
      if (await store.deleteSession(staff.sessionId)) await audit({ actor: staff.email, action: "sign-out" });
    },
    /** Deletes expired sessions and abandoned sign-ins; each expired session is recorded. */
    async sweep(): Promise<void> {
      const at = now();
      const ended = await store.sweepSessions(at - IDLE_TIMEOUT_MS, at - ABSOLUTE_TIMEOUT_MS);
      for (const email of ended) await audit({ actor: email, action: "session-expired", detail: "swept" });
      await store.sweepSignIns(at);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
