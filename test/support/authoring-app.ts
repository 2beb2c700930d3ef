// The staff app in-process with the authoring router (on the fake publisher over a temp git
// repository) and the inbox, signed in through the local OpenID provider: what the authoring
// router tests and the browser test drive.
import request from "supertest";
import type { Express } from "express";
import { join } from "node:path";
import { createAuthoringRouter } from "../../server/staff/authoring";
import { staffRouters } from "../../server/staff/routers";
import { createStaffApp } from "../../server/staff/staff-app";
import { csrfTokenFor } from "../../server/staff/session-cookie";
import { openSqliteStore } from "../../server/enquiries/store-sqlite";
import type { AuditEvent } from "../../server/enquiries/audit";
import { createLogger } from "../../server/platform/logger";
import { DIST_DIR } from "../../server/platform/paths";
import { afterThisFile, tempDir } from "./cleanup";
import { fakePublisher, fixtureContentRoot, gitContentRepository, type FakePublisher } from "./authoring-fakes";
import type { TestProvider } from "./oidc-provider";
import { signInThrough, withSession } from "./staff-sign-in";

export const AUTHOR_ACCOUNTS = {
  ana: { email: "ana@practice.example", emailVerified: true, name: "Ana Reyes" },
  ben: { email: "ben@practice.example", emailVerified: true, name: "Ben Cho" },
};
export const CLIENT_SECRET = "staff-site-secret-0123456789";

export interface AuthoringApp {
  readonly app: Express;
  readonly root: string;
  readonly publisher: FakePublisher;
  readonly audit: AuditEvent[];
}

/** Authors are ana (by address); ben is staff but no author. */
export function authoringApp(provider: TestProvider, staffUrl: string): AuthoringApp {
  const root = fixtureContentRoot();
  const store = openSqliteStore({ dataDir: tempDir("authoring-store-") });
  afterThisFile(() => store.close());
  const audit: AuditEvent[] = [];
  const record = async (event: AuditEvent) => void audit.push(event);
  const publisher = fakePublisher(root);
  const authoring = createAuthoringRouter({
    repository: gitContentRepository(root),
    publisher,
    previews: publisher.router(),
    audit: record,
    authorEmails: ["ana@practice.example"],
    publicDir: join(root, "public"),
    editorScript: join(DIST_DIR, "staff", "author-editor.js"),
  });
  const staff = createStaffApp({
    config: {
      TRUST_PROXY: 0,
      STAFF_URL: staffUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: "staff-site",
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      STAFF_EMAILS: ["@practice.example"],
    },
    store,
    logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
    audit: record,
    routers: [authoring, ...staffRouters({ store, audit: record })],
  });
  return { app: staff.app, root, publisher, audit };
}

/** A signed-in session's requests: GETs, and POSTs from the staff origin carrying the session's token. */
export async function signedIn(app: Express, issuer: string, login: string, staffUrl: string) {
  const { session } = await signInThrough(app, issuer, login);
  if (!session) throw new Error(`${login} did not sign in`);
  const cookie = withSession(session);
  const csrf = csrfTokenFor(session);
  return {
    csrf,
    get: (path: string) => request(app).get(path).set("Cookie", cookie),
    post: (path: string, fields: Record<string, string | readonly string[]>) => {
      const body = new URLSearchParams({ _csrf: csrf });
      for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
      return request(app).post(path).set("Cookie", cookie).set("Origin", staffUrl).type("form").send(body.toString());
    },
    multipart: (
      path: string,
      fields: Record<string, string | readonly string[]>,
      files: Record<string, { bytes: Buffer; name: string }> = {},
      origin = staffUrl,
    ) => {
      let call = request(app).post(path).set("Cookie", cookie).set("Origin", origin).field("_csrf", csrf);
      for (const [name, value] of Object.entries(fields))
        for (const each of [value].flat()) call = call.field(name, each);
      for (const [name, file] of Object.entries(files)) call = call.attach(name, file.bytes, file.name);
      return call;
    },
  };
}
