import type { Request, Response, Router } from "express";
import { queenslandToday } from "../../../shared/lib/dates";
import { checkSubmission, newDraftId } from "./change";
import type { AuthoringContext } from "./context";
import { sendEditPage, type EditState } from "./edit-page";
import { kindOf, type Kind } from "./kinds";
import { sendHome, sendList } from "./list-pages";
import { sendBuildFailed, sendPreviewPage } from "./preview-page";
import { loadReferences, slugsIn } from "./references";
import { formValues } from "./schema-form/read";
import { sendAuthorProblem, staffOf } from "./shell";
import { SLUG_PATTERN } from "../../collections/fields";

const notFound = (res: Response) => sendAuthorProblem(res, 404, "Not found", "There is no such content to edit here.");

/** The kind and slug a request names, or a 404 answered. */
function target(req: Request, res: Response, wantSlug: boolean): { kind: Kind; slug: string | undefined } | undefined {
  const kind = kindOf(String(req.params.kind));
  const slug = typeof req.params.slug === "string" ? req.params.slug : undefined;
  if (!kind || (wantSlug && !kind.folder) || (slug !== undefined && !SLUG_PATTERN.test(slug))) {
    notFound(res);
    return undefined;
  }
  return { kind, slug };
}

/** The editor opened on the file as it is now (or blank for a new one). */
async function openEditor(
  context: AuthoringContext,
  res: Response,
  kind: Kind,
  slug: string | undefined,
): Promise<void> {
  const file = slug === undefined && kind.folder ? undefined : await context.repository.read(kind.path(slug));
  if (slug !== undefined && !file) return notFound(res);
  const { content, body } = file
    ? kind.open(file.bytes)
    : { content: kind.blank?.(queenslandToday(context.now())) ?? {}, body: "" };
  const references = await loadReferences(context.repository);
  const state: EditState = {
    kind,
    slug,
    body,
    version: file?.version ?? "",
    values: formValues(kind.fields, content),
    problems: new Map(),
    choices: references.choices,
  };
  sendEditPage(res, 200, state);
}

/** A checked form: previewed (the preview page), or shown again with every problem beside its field. */
async function submit(
  context: AuthoringContext,
  req: Request,
  res: Response,
  kind: Kind,
  slug: string | undefined,
): Promise<void> {
  const staff = staffOf(res);
  const checked = await checkSubmission(context, req, kind, slug, staff.email);
  if (!checked.ok) return sendEditPage(res, 422, checked.state);
  const id = newDraftId();
  const preview = await context.publisher.preview({ writes: checked.draft.writes });
  await context.audit({
    actor: staff.email,
    action: "content-preview",
    detail: `${checked.draft.writes.map((write) => write.path).join(", ")}${preview.ok ? `, preview ${preview.id}` : ", the build failed"}`,
  });
  const draft = { ...checked.draft, id, previewId: preview.ok ? preview.id : "", createdAt: context.now().getTime() };
  context.drafts.put(draft);
  if (!preview.ok) return sendBuildFailed(res, preview.report, `/author/drafts/${id}`, "preview");
  sendPreviewPage(res, draft);
}

/** The content home, each kind's list or single editor, the editors, and the check-and-preview they post to. */
export function editRoutes(router: Router, context: AuthoringContext): void {
  router.get("/author", (_req, res) => sendHome(res));
  router.get("/author/:kind", async (req, res) => {
    const found = target(req, res, false);
    if (!found) return;
    const { kind } = found;
    if (!kind.folder) return openEditor(context, res, kind, undefined);
    const entries = await Promise.all(
      (await slugsIn(context.repository, kind.folder)).map(async (slug) => {
        const file = await context.repository.read(kind.path(slug));
        const { content } = kind.open(file?.bytes);
        return {
          slug,
          name: kind.describe(slug, content).replace(/^the (post|profile of) /, ""),
          note: content.draft === true ? "draft" : undefined,
        };
      }),
    );
    sendList(res, kind, entries);
  });
  router.get("/author/:kind/new", (req, res) => {
    const found = target(req, res, true);
    if (found) return openEditor(context, res, found.kind, undefined);
  });
  router.get("/author/:kind/:slug", (req, res) => {
    const found = target(req, res, true);
    if (found) return openEditor(context, res, found.kind, found.slug);
  });
  router.post("/author/:kind", (req, res) => {
    const found = target(req, res, false);
    if (!found) return;
    if (found.kind.folder) return notFound(res);
    return submit(context, req, res, found.kind, undefined);
  });
  router.post("/author/:kind/new", (req, res) => {
    const found = target(req, res, true);
    if (found) return submit(context, req, res, found.kind, undefined);
  });
  router.post("/author/:kind/:slug", (req, res) => {
    const found = target(req, res, true);
    if (found) return submit(context, req, res, found.kind, found.slug);
  });
}
