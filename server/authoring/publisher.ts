// Publishing an author's edit: checked against what the author saw, committed in the author's name,
// built in the checkout and loaded into every running instance in place (the mechanism of
// `npm run publish-site`), then pushed to the practice's repository when one is configured.
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { loadConfig, type AppConfig } from "../platform/config";
import type { Logger } from "../platform/logger";
import { publishToInstances, runSiteBuild } from "../platform/site-publishing";
import { createContentRepository, historyOf, versionsNow } from "./content-repository";
import { applyEdit, authorProblem, checkedEdit, commitMessage, type CheckedEdit } from "./edit";
import { git, GitError } from "./git";
import { contentPath } from "./paths";
import { createPublishLock, PublishBusy } from "./publish-lock";
import { createPreviewStore, type PreviewStore } from "./previews";
import { authorReport } from "./report";
import { restoreEdit, type RestoreRequest } from "./restore";
import type { ContentEdit, ContentRepository, FileVersion, Publisher, PublishResult } from "./types";

export interface PublisherOptions {
  /** The checkout: its content is edited, committed and built in place. */
  readonly root: string;
  /** DATA_DIR: the running instances' records, the publish lock, the previews' scratch folders. */
  readonly dataDir: string;
  readonly logger: Logger;
  /** The live server's settings: CONTENT_REMOTE, and what previews render with (default: this process's environment). */
  readonly config?: AppConfig;
  /** How many previews are kept at once, and for how long. */
  readonly previews?: { readonly max?: number; readonly maxAgeMs?: number };
  /** How long a publish waits for another (in this process or another sharing DATA_DIR) to finish. */
  readonly lockWaitMs?: number;
}

export interface AuthoringPublisher extends Publisher {
  /** The previews, for the preview router. */
  readonly previews: PreviewStore;
  /** The content read through git, for the forms and the history pages. */
  readonly repository: ContentRepository;
  /** Publishes a file as an earlier commit had it: a new commit, never a rewrite of history. */
  restore(request: RestoreRequest): Promise<PublishResult>;
  /** Removes this process's previews. */
  close(): Promise<void>;
}

const PUSH_TIMEOUT_MS = 60_000;

export function createPublisher(options: PublisherOptions): AuthoringPublisher {
  const root = resolve(options.root);
  const dataDir = resolve(options.dataDir);
  const logger = options.logger.child({ component: "authoring" });
  const withLock = createPublishLock(dataDir, options.lockWaitMs);
  const repository = createContentRepository(root);
  const config = options.config ?? loadConfig();
  const previews = createPreviewStore({ root, dataDir, logger, config, ...options.previews });
  const context: Context = { root, dataDir, logger, remote: config.CONTENT_REMOTE };
  const publish = (edit: ContentEdit): Promise<PublishResult> =>
    withLock(() => publishNow(context, edit)).catch((error: unknown) => {
      if (error instanceof PublishBusy) return { ok: false, report: error.message };
      throw error;
    });
  return {
    previews,
    repository,
    preview: (edit) => previews.build(edit),
    publish,
    async restore(request) {
      const edit = await restoreEdit(repository, request);
      return "report" in edit ? { ok: false, report: edit.report } : publish(edit);
    },
    close: () => previews.close(),
  };
}

interface Context {
  readonly root: string;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly remote: string | undefined;
}

/** Why the edit cannot be published as given, before anything is read or written. */
function refusal(root: string, edit: ContentEdit): { checked: CheckedEdit } | { report: string } {
  let checked: CheckedEdit;
  try {
    checked = checkedEdit(root, edit);
    for (const expected of edit.expected) contentPath(root, expected.path);
  } catch (error) {
    if (error instanceof Error && error.name === "PathRefused")
      return { report: `Nothing was published: ${error.message}` };
    throw error;
  }
  const author = authorProblem(edit.author);
  if (author) return { report: `Nothing was published: ${author}` };
  const named = new Set(edit.expected.map((expected) => expected.path));
  const unchecked = [...checked.writes.map((write) => write.path), ...checked.removes].filter(
    (path) => !named.has(path),
  );
  if (unchecked.length > 0)
    return {
      report: `Nothing was published: no expected version was given for ${unchecked.join(", ")} (the version the form read, or null for a new file), so another author's change could be overwritten`,
    };
  return { checked };
}

async function publishNow(context: Context, edit: ContentEdit): Promise<PublishResult> {
  const { root, logger } = context;
  const refused = refusal(root, edit);
  if ("report" in refused) return { ok: false, report: refused.report };
  const { checked } = refused;
  const stale = await staleFile(root, edit.expected);
  if (stale) return { ok: false, stale };

  const before = (await git(root, ["rev-parse", "HEAD"])).trim();
  const paths = [...checked.writes.map((write) => write.path), ...checked.removes];
  await applyEdit(root, checked);
  const commit = await commitEdit(root, paths, edit).catch(async (error: unknown) => {
    await putBack(root, paths);
    throw error;
  });
  if (!commit)
    return { ok: false, report: "Nothing was published: the files are already as this change would make them." };

  const built = await runSiteBuild({ root });
  if (!built.ok) {
    await undoCommit(root, before, commit);
    logger.warn({ commit, author: edit.author.email }, "publish refused by the build: the commit was undone");
    return { ok: false, report: authorReport(built.errors, root) };
  }
  const lines: string[] = [];
  const instances = await publishToInstances({
    dataDir: context.dataDir,
    dist: join(root, "dist"),
    say: (line) => lines.push(line),
  });
  if (instances.took === 0 && instances.failed > 0) {
    // No server would serve it (a page of the new build failed to render): the repository and dist/ go back too.
    await undoCommit(root, before, commit);
    await runSiteBuild({ root });
    logger.warn({ commit, lines }, "publish refused by the running servers: the commit was undone");
    return {
      ok: false,
      report: `The build succeeded, but no running server would serve it, so nothing was published:\n${lines.join("\n")}`,
    };
  }
  if (instances.failed > 0) logger.warn({ commit, lines }, "some running servers did not take the published build");
  const pushed = await pushCommit(context);
  logger.info(
    { commit, author: edit.author.email, paths, instances: instances.took, pushed: pushed.ok },
    "content published",
  );
  return {
    ok: true,
    commit,
    pushed: pushed.ok,
    instances: instances.took,
    ...(pushed.report ? { pushReport: pushed.report } : {}),
  };
}

/** The first expected version that no longer matches the file, with who last changed it and when. */
async function staleFile(
  root: string,
  expected: readonly FileVersion[],
): Promise<Extract<PublishResult, { ok: false }>["stale"]> {
  const now = await versionsNow(
    root,
    expected.map((entry) => entry.path),
  );
  const changed = expected.find((entry) => (now.get(entry.path) ?? null) !== (entry.version ?? null));
  if (!changed) return undefined;
  const [last] = await historyOf(root, changed.path, 1).catch(() => []);
  if (!last)
    return {
      path: changed.path,
      by: { name: "someone on the server (not committed)", email: "" },
      at: new Date(),
      commit: "",
    };
  return { path: changed.path, by: last.author, at: last.date, commit: last.commit };
}

/** Commits exactly the edit's paths (whatever else is staged stays staged), in the author's name; undefined when nothing changed. */
async function commitEdit(root: string, paths: readonly string[], edit: ContentEdit): Promise<string | undefined> {
  const tracked = new Set((await git(root, ["ls-files", "-z", "--", ...paths])).split("\0").filter(Boolean));
  const present = await versionsNow(root, paths);
  const known = paths.filter((path) => tracked.has(path) || present.get(path) !== null);
  if (known.length === 0) return undefined;
  await git(root, ["add", "-A", "--", ...known]);
  const changed = (await git(root, ["diff", "--cached", "--name-only", "-z", "--", ...known]))
    .split("\0")
    .filter(Boolean);
  if (changed.length === 0) return undefined;
  const { name, email } = edit.author;
  // The author signs it; hooks are for developers' commits, and the build that follows is this one's check.
  await git(root, [
    "-c",
    `user.name=${name}`,
    "-c",
    `user.email=${email}`,
    "commit",
    "--quiet",
    "--no-verify",
    "-m",
    commitMessage(edit.message, changed),
    "--only",
    "--",
    ...changed,
  ]);
  return (await git(root, ["rev-parse", "HEAD"])).trim();
}

/** The edit's files as the last commit has them (a commit that failed leaves nothing written). */
async function putBack(root: string, paths: readonly string[]): Promise<void> {
  const tracked = (await git(root, ["ls-files", "-z", "--", ...paths])).split("\0").filter(Boolean);
  if (tracked.length > 0) await git(root, ["checkout", "--quiet", "HEAD", "--", ...tracked]);
  for (const path of paths) if (!tracked.includes(path)) await rm(join(root, path), { force: true });
}

/** Takes the commit back out (its files as they were before it), only while it is still the newest. */
async function undoCommit(root: string, before: string, commit: string): Promise<void> {
  const head = (await git(root, ["rev-parse", "HEAD"])).trim();
  if (head === commit) await git(root, ["reset", "--quiet", "--keep", before]);
}

/** Pushes the checkout's branch to CONTENT_REMOTE; a failure is reported, and the commit stays for the next push. */
async function pushCommit({ root, remote, logger }: Context): Promise<{ ok: boolean; report?: string }> {
  if (!remote) return { ok: false };
  try {
    const branch = (await git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => "")).trim();
    if (!branch)
      throw new Error(
        "the checkout is on no branch (a detached HEAD): check out the branch the practice's repository keeps",
      );
    await git(root, ["push", "--quiet", remote, `HEAD:refs/heads/${branch}`], { timeoutMs: PUSH_TIMEOUT_MS });
    return { ok: true };
  } catch (error) {
    const reason =
      error instanceof GitError
        ? error.stderr.trim() || error.message
        : error instanceof Error
          ? error.message
          : String(error);
    logger.error(
      { remote, reason },
      "published, but the push to CONTENT_REMOTE failed: the commit is kept here and goes with the next push (docs/operations.md)",
    );
    return { ok: false, report: `Published, but not yet copied to the practice's repository: ${reason}` };
  }
}
