// A content repository over a temporary git repository of fixture content, and a publisher that
// commits to it in the author's name: what the staff area's authoring pages talk to in their tests,
// until server/authoring's own implementation is wired in. Same interface, no build: a preview is
// a page listing what it would change, a publish is a commit.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import type { ContentEdit, ContentRepository, Publisher, PublishResult, Revision } from "../../server/authoring/types";
import { tempDir } from "./cleanup";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");

const AREAS = {
  "corporate-commercial": "Fixture Corporate",
  "commercial-property": "Fixture Property",
  "employment-workplace-relations": "Fixture Employment",
};
const ENGAGEMENT = {
  standIn: true,
  typicalAnnualBudget: null,
  minimumTermMonths: 3,
  noticePeriodDays: 30,
  billingInterval: "monthly",
  billedInAdvance: true,
  unusedHoursCarriedOver: false,
};

export const FIXTURE_AUTHOR = { name: "Fixture Seeder", email: "seed@fixture.example" };

function git(root: string, args: string[], author = FIXTURE_AUTHOR): string {
  return execFileSync("git", args, {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
      GIT_CONFIG_NOSYSTEM: "1",
      HOME: root,
    },
  }).trim();
}

/** A git checkout holding fixture content: two profiles, three posts, tags, three areas, the plans and the engagement terms. */
export function fixtureContentRoot(): string {
  const root = tempDir("authoring-content-");
  const content = join(root, "shared/content");
  mkdirSync(join(content, "practice-areas"), { recursive: true });
  mkdirSync(join(root, "public/images/blog"), { recursive: true });
  cpSync(join(FIXTURES, "team"), join(content, "team"), { recursive: true });
  mkdirSync(join(content, "blog"));
  for (const name of ["fixture-02.md", "fixture-03.md", "fixture-draft.md"])
    cpSync(join(FIXTURES, "blog", name), join(content, "blog", name));
  cpSync(join(FIXTURES, "tags.json"), join(content, "tags.json"));
  cpSync(join(FIXTURES, "plans.json"), join(content, "plans.json"));
  cpSync(join(FIXTURES, "public"), join(root, "public"), { recursive: true });
  writeFileSync(join(content, "engagement.json"), `${JSON.stringify(ENGAGEMENT, null, 2)}\n`);
  for (const [slug, title] of Object.entries(AREAS))
    writeFileSync(join(content, "practice-areas", `${slug}.md`), `---\ntitle: "${title}"\n---\n\nAbout ${title}.\n`);
  git(root, ["init", "-q", "-b", "main"]);
  git(root, ["add", "-A"]);
  git(root, ["commit", "-q", "-m", "Fixture content"]);
  return root;
}

/** Paths are always relative and under the content folders: a fake that wrote anywhere else would hide the bug the tests look for. */
function inside(root: string, path: string): string {
  if (!/^(shared\/content|public\/images)\//.test(path) || path.split("/").includes(".."))
    throw new Error(`refused path ${path}`);
  return join(root, path);
}

/**
 * Git's blob id of the bytes, as `git hash-object` prints it: the SHA-1 of a "blob <size>" header and
 * the content. Computed here, not by a git process per read (a tenth of a second each, on a loaded
 * machine, and the authoring tests read the content folders on every page).
 */
function blobId(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

export function gitContentRepository(root: string): ContentRepository {
  return {
    async read(path) {
      const file = inside(root, path);
      if (!existsSync(file)) return undefined;
      const bytes = readFileSync(file);
      return { bytes, version: blobId(bytes) };
    },
    async list(folder) {
      const dir = inside(root, `${folder}/`);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => relative(root, join(dir, name)));
    },
    async history(path, limit = 20) {
      const out = git(root, ["log", `-n${limit}`, "--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s", "--", path]);
      return out === ""
        ? []
        : out.split("\n").map((line): Revision => {
            const [commit = "", name = "", email = "", date = "", message = ""] = line.split("\x1f");
            return { commit, author: { name, email }, date: new Date(date), message };
          });
    },
    async readAt(path, commit) {
      try {
        return execFileSync("git", ["show", `${commit}:${path}`], { cwd: root });
      } catch {
        return undefined;
      }
    },
  };
}

export interface FakePublisher extends Publisher {
  /** Every edit previewed, by preview id. */
  readonly previews: Map<string, Pick<ContentEdit, "writes" | "removes">>;
  readonly published: ContentEdit[];
  /** The next preview or publish fails with this report, as a build would. */
  failNext(report: string): void;
  /** Serves /author/preview/:id/* as a page naming the site path and the files the change writes. */
  router(): Router;
}

export function fakePublisher(root: string): FakePublisher {
  const repository = gitContentRepository(root);
  const previews = new Map<string, Pick<ContentEdit, "writes" | "removes">>();
  const published: ContentEdit[] = [];
  let failure: string | undefined;
  const take = () => {
    const report = failure;
    failure = undefined;
    return report;
  };
  return {
    previews,
    published,
    failNext: (report) => void (failure = report),
    async preview(edit) {
      const report = take();
      if (report) return { ok: false, report };
      const id = `p${previews.size + 1}`;
      previews.set(id, edit);
      return { ok: true, id };
    },
    async publish(edit): Promise<PublishResult> {
      for (const expected of edit.expected) {
        const now = (await repository.read(expected.path))?.version ?? null;
        if (now !== expected.version) {
          const [last] = await repository.history(expected.path, 1);
          return {
            ok: false,
            stale: {
              path: expected.path,
              by: last?.author ?? FIXTURE_AUTHOR,
              at: last?.date ?? new Date(),
              commit: last?.commit ?? "",
            },
          };
        }
      }
      const report = take();
      if (report) return { ok: false, report };
      for (const write of edit.writes) {
        mkdirSync(dirname(inside(root, write.path)), { recursive: true });
        writeFileSync(inside(root, write.path), write.bytes);
      }
      for (const path of edit.removes ?? []) rmSync(inside(root, path), { force: true });
      git(root, ["add", "-A"]);
      git(root, ["commit", "-q", "-m", edit.message], edit.author);
      published.push(edit);
      return { ok: true, commit: git(root, ["rev-parse", "HEAD"]), pushed: false, instances: 1 };
    },
    router() {
      const router = express.Router();
      router.get(/^\/author\/preview\/([^/]+)(\/.*)$/, (req, res) => {
        const [id = "", sitePath = "/"] = [req.params[0], req.params[1]] as string[];
        const edit = previews.get(id);
        if (!edit) return void res.status(404).type("text").send("No such preview.");
        const files = edit.writes.map((write) => `<li>${write.path}</li>`).join("");
        const title = /title: "?([^"\n]*)/.exec(Buffer.from(edit.writes[0]?.bytes ?? []).toString("utf8"))?.[1] ?? "";
        res
          .type("html")
          .send(
            `<!doctype html><html lang="en-AU"><head><title>Preview of ${sitePath}</title></head><body><main><h1>${title || sitePath}</h1><p>Preview of ${sitePath}</p><ul>${files}</ul></main></body></html>`,
          );
      });
      return router;
    },
  };
}
