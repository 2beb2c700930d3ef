import type { Request, Response, Router } from "express";
import { queenslandStamp } from "../../enquiries/queensland-time";
import type { AuthoringContext, Draft } from "./context";
import { editPath, historyPath, sendEditPage } from "./edit-page";
import { kindOf } from "./kinds";
import { sendHistory } from "./list-pages";
import { sendBuildFailed, sendPreviewPage } from "./preview-page";
import { loadReferences } from "./references";
import { newDraftId } from "./change";
import { sendAuthorPage, sendAuthorProblem, staffOf } from "./shell";
import { SLUG_PATTERN } from "../../collections/fields";

const gone = (res: Response) =>
  sendAuthorProblem(
    res,
    404,
    "This preview has expired",
    "Previews are kept for three hours, by the instance that made them. Open the editor again and preview your change once more.",
  );

function draftOf(context: AuthoringContext, req: Request, res: Response): Draft | undefined {
  const draft = context.drafts.get(String(req.params.id), staffOf(res).email);
  if (!draft) gone(res);
  return draft;
}

/** The editor again with the draft's values: back from a preview, or after a refused publish (then with the file's version now). */
async function reopen(
  context: AuthoringContext,
  res: Response,
  draft: Draft,
  status: number,
  notice?: { title: string; text: string },
  version?: string,
): Promise<void> {
  const kind = kindOf(draft.kind);
  if (!kind) return gone(res);
  const references = await loadReferences(context.repository);
  const isNew = draft.expected[0]?.version === null && kind.folder !== undefined;
  sendEditPage(res, status, {
    kind,
    slug: isNew ? undefined : draft.slug,
    body: draft.body,
    version: version ?? draft.expected[0]?.version ?? "",
    values: draft.values,
    problems: new Map(),
    choices: references.choices,
    notice,
  });
}

async function publish(context: AuthoringContext, req: Request, res: Response): Promise<void> {
  const draft = draftOf(context, req, res);
  if (!draft) return;
  const staff = staffOf(res);
  const result = await context.publisher.publish({
    writes: draft.writes,
    expected: draft.expected,
    message: draft.message,
    author: { name: staff.name, email: staff.email },
  });
  const paths = draft.writes.map((write) => write.path).join(", ");
  if (result.ok) {
    context.drafts.delete(draft.id);
    await context.audit({
      actor: staff.email,
      action: draft.restoring ? "content-restore" : "content-publish",
      detail: `${paths}, commit ${result.commit}${draft.restoring ? `, restoring ${draft.restoring}` : ""}`,
    });
    return sendPublished(res, draft, result);
  }
  if (result.stale) {
    const { by, at, commit, path } = result.stale;
    await context.audit({
      actor: staff.email,
      action: "content-publish-refused",
      detail: `${path} changed by ${by.email} in commit ${commit}`,
    });
    const now = await context.repository.read(draft.expected[0]?.path ?? path);
    return reopen(
      context,
      res,
      draft,
      409,
      {
        title: "Someone else published a change to this first",
        text: `${by.name} (${by.email}) published a change to ${path} at ${queenslandStamp(at.toISOString())} (change ${commit.slice(0, 7)}), after you opened the editor, so yours was not published and nothing of theirs was overwritten. Your text is kept below: compare it with theirs (open the editor in a new tab), bring what should stay together, then check and preview again.`,
      },
      now?.version ?? "",
    );
  }
  await context.audit({ actor: staff.email, action: "content-publish-failed", detail: `${paths}: the build failed` });
  sendBuildFailed(
    res,
    result.report ?? "The build failed without a report.",
    draft.restoring ? undefined : `/author/drafts/${draft.id}`,
    "publish",
  );
}

function sendPublished(
  res: Response,
  draft: Draft,
  result: { commit: string; pushed: boolean; instances: number },
): void {
  const kind = kindOf(draft.kind);
  sendAuthorPage(res, 200, {
    title: "Published",
    body: (
      <>
        <h1>Published</h1>
        <p role="status">
          {draft.message} is live: the site was rebuilt and{" "}
          {result.instances === 1 ? "the server serves" : `all ${result.instances} servers serve`} it. It is recorded as
          change {result.commit.slice(0, 7)} in your name
          {result.pushed ? ", and copied to the practice's repository." : "."}
        </p>
        <ul>
          {draft.pages.map((page) => (
            <li key={page}>{page}</li>
          ))}
        </ul>
        {kind ? (
          <p>
            <a href={editPath(kind, draft.slug)}>Back to the editor</a> ·{" "}
            <a href={historyPath(kind, draft.slug)}>Earlier versions</a> · <a href="/author">All content</a>
          </p>
        ) : null}
      </>
    ),
  });
}

/** An earlier version as a change of its own: previewed, then published as a new commit. */
async function restore(context: AuthoringContext, req: Request, res: Response): Promise<void> {
  const kind = kindOf(String(req.params.kind));
  const slug = typeof req.params.slug === "string" ? req.params.slug : undefined;
  const commit = String((req.body as Record<string, unknown> | undefined)?.commit ?? "");
  if (
    !kind ||
    (kind.folder !== undefined) !== (slug !== undefined) ||
    (slug !== undefined && !SLUG_PATTERN.test(slug)) ||
    !/^[0-9a-f]{7,64}$/.test(commit)
  ) {
    return sendAuthorProblem(res, 404, "Not found", "There is no such version to restore.");
  }
  const path = kind.path(slug);
  const [bytes, current] = await Promise.all([context.repository.readAt(path, commit), context.repository.read(path)]);
  if (!bytes)
    return sendAuthorProblem(res, 404, "Not found", "That version does not exist.", {
      href: historyPath(kind, slug),
      label: "Back to the earlier versions",
    });
  const staff = staffOf(res);
  const writes = [{ path, bytes }];
  const preview = await context.publisher.preview({ writes });
  await context.audit({
    actor: staff.email,
    action: "content-restore-preview",
    detail: `${path} as of commit ${commit}`,
  });
  if (!preview.ok) return sendBuildFailed(res, preview.report, undefined, "preview");
  const { content, body } = kind.open(bytes);
  const draft: Draft = {
    id: newDraftId(),
    owner: staff.email,
    kind: kind.key,
    slug,
    values: {},
    body,
    writes,
    expected: [{ path, version: current?.version ?? null }],
    message: `Restore ${kind.describe(slug, content)} to its version of ${commit.slice(0, 7)}`,
    pages: kind.pages(slug, content),
    previewId: preview.id,
    restoring: commit,
    createdAt: context.now().getTime(),
  };
  context.drafts.put(draft);
  sendPreviewPage(res, draft);
}

/** Publishing a previewed draft, going back to it, and the history with its restore. */
export function publishRoutes(router: Router, context: AuthoringContext): void {
  router.post("/author/publish/:id", (req, res) => publish(context, req, res));
  router.get("/author/drafts/:id", async (req, res) => {
    const draft = draftOf(context, req, res);
    if (draft) await reopen(context, res, draft, 200);
  });
  const history = async (req: Request, res: Response) => {
    const kind = kindOf(String(req.params.kind));
    const slug = typeof req.params.slug === "string" ? req.params.slug : undefined;
    if (
      !kind ||
      (kind.folder !== undefined) !== (slug !== undefined) ||
      (slug !== undefined && !SLUG_PATTERN.test(slug))
    )
      return sendAuthorProblem(res, 404, "Not found", "There is no such content.");
    sendHistory(res, kind, slug, await context.repository.history(kind.path(slug), 50));
  };
  router.get("/author/history/:kind", history);
  router.get("/author/history/:kind/:slug", history);
  router.post("/author/history/:kind/restore", (req, res) => restore(context, req, res));
  router.post("/author/history/:kind/:slug/restore", (req, res) => restore(context, req, res));
}
