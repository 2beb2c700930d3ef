import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { SLUG_PATTERN } from "../../collections/fields";
import type { FileWrite } from "../../authoring/types";
import { acceptImage } from "./images";
import type { AuthoringContext, Draft } from "./context";
import type { Kind } from "./kinds";
import { uploadsOf } from "./multipart";
import { loadReferences } from "./references";
import type { Field } from "./schema-form/describe";
import { fieldPaths, ProblemList } from "./schema-form/problems";
import { readFields, type FormBody } from "./schema-form/read";
import type { EditState } from "./edit-page";

export type Checked =
  | { readonly ok: true; readonly draft: Omit<Draft, "previewId" | "id" | "createdAt"> }
  | { readonly ok: false; readonly state: EditState };

const text = (value: unknown) =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";

/** Every upload field of the form, at any depth. */
const uploadFields = (fields: readonly Field[]): Extract<Field, { kind: "upload" }>[] =>
  fields.flatMap((field) =>
    field.kind === "upload" ? [field] : field.kind === "group" ? uploadFields(field.fields) : [],
  );

/** The address of a new one: a slug not yet taken, or the problem. */
async function slugProblem(context: AuthoringContext, kind: Kind, slug: string): Promise<string | undefined> {
  if (!SLUG_PATTERN.test(slug))
    return "Use lowercase letters and digits, words joined by single hyphens, e.g. hiring-your-first-lawyer.";
  if (await context.repository.read(kind.path(slug)))
    return `There is already a ${kind.noun} at this address: choose another, or edit that one.`;
  return undefined;
}

/**
 * The uploads of the form, each checked and re-encoded, named from the slug (never from the file's
 * own name) in the schema's image folder; a refused one is a problem beside its field.
 */
async function takeUploads(
  req: Request,
  kind: Kind,
  slug: string | undefined,
  body: Record<string, unknown>,
  problems: ProblemList,
): Promise<FileWrite[]> {
  const writes: FileWrite[] = [];
  for (const field of uploadFields(kind.fields)) {
    const file = uploadsOf(req).find((upload) => upload.field === `${field.path}.file`);
    if (!file) continue;
    const checked = await acceptImage(file);
    if (!checked.ok) {
      problems.add(field.path, checked.message);
      continue;
    }
    if (!slug || !/^[a-z]+$/.test(field.folder)) continue;
    const sitePath = `/images/${field.folder}/${slug}${field.path === "image" || field.path === "photo" ? "" : `-${field.path}`}.${checked.extension}`;
    writes.push({ path: `public${sitePath}`, bytes: checked.bytes });
    body[field.path] = sitePath;
  }
  return writes;
}

/** The form read, checked as the build would check it, and the change it makes; or the form again with every problem. */
export async function checkSubmission(
  context: AuthoringContext,
  req: Request,
  kind: Kind,
  slugGiven: string | undefined,
  staffEmail: string,
): Promise<Checked> {
  const body: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
  const isNew = kind.folder !== undefined && slugGiven === undefined;
  const slug = isNew ? text(body._slug).trim() : slugGiven;
  const references = await loadReferences(context.repository);
  const current = await context.repository.read(kind.path(slug));
  const preliminary = new ProblemList(
    new Set(["_slug", "body", ...uploadFields(kind.fields).map((field) => field.path)]),
  );
  const slugIssue = isNew ? await slugProblem(context, kind, slug ?? "") : undefined;
  const writes = await takeUploads(req, kind, slugIssue ? undefined : slug, body, preliminary);
  const values = body as FormBody;
  const content = readFields(kind.fields, values);
  const markdown = text(body.body);
  const problems = new ProblemList(new Set([...fieldPaths(kind.fields, content), "_slug", "body"]));
  for (const [path, messages] of preliminary.problems) for (const message of messages) problems.add(path, message);
  if (slugIssue) problems.add("_slug", slugIssue);
  const existing = new Set(writes.map((write) => write.path.slice("public".length)));
  for (const field of uploadFields(kind.fields)) {
    const named = content[field.path];
    if (
      typeof named === "string" &&
      named.startsWith("/") &&
      !named.includes("..") &&
      (await context.repository.read(`public${named}`))
    )
      existing.add(named);
  }
  kind.check(
    content,
    markdown,
    { references, publicDir: context.publicDir, imageExists: (path) => existing.has(path) },
    problems,
  );
  const version = text(body._version);
  if (problems.problems.size > 0) {
    return {
      ok: false,
      state: {
        kind,
        slug: isNew ? undefined : slug,
        body: markdown,
        version,
        values,
        problems: problems.problems,
        choices: references.choices,
      },
    };
  }
  writes.unshift({ path: kind.path(slug), bytes: kind.write(content, markdown, current?.bytes) });
  const expected = await Promise.all(
    writes.map(async (write, index) => ({
      path: write.path,
      version: index === 0 ? version || null : ((await context.repository.read(write.path))?.version ?? null),
    })),
  );
  const what = kind.describe(slug, content);
  return {
    ok: true,
    draft: {
      owner: staffEmail,
      kind: kind.key,
      slug,
      values,
      body: markdown,
      writes,
      expected,
      message: `${isNew ? "Add" : "Update"} ${what}`,
      pages: kind.pages(slug, content),
    },
  };
}

export const newDraftId = () => randomUUID();
