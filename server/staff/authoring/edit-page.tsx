import type { Response } from "express";
import type { Kind } from "./kinds";
import { Fields, ProblemSummary, fieldId, type FormState } from "./schema-form/render";
import { CsrfField, sendAuthorPage, staffOf } from "./shell";

/** Where a kind's pages live: /author/posts/<slug>, /author/plans. */
export const editPath = (kind: Kind, slug: string | undefined) =>
  kind.folder ? `/author/${kind.key}/${slug ?? "new"}` : `/author/${kind.key}`;
export const historyPath = (kind: Kind, slug: string | undefined) =>
  `/author/history/${kind.key}${kind.folder ? `/${slug ?? ""}` : ""}`;

export interface EditState extends FormState {
  readonly kind: Kind;
  /** undefined for a new one, whose address the author gives. */
  readonly slug: string | undefined;
  readonly body: string;
  /** The file's version when the form was opened ("" for a file that did not exist). */
  readonly version: string;
  /** Problems of the form's own fields: the address, the body. */
  readonly notice?: { readonly title: string; readonly text: string };
}

function SlugField({ state }: { state: EditState }) {
  const problems = state.problems.get("_slug");
  return (
    <div className="field">
      <label htmlFor={fieldId("_slug")}>Web address</label>
      <p id={`${fieldId("_slug")}-hint`} className="hint">
        The last part of the page&apos;s address: lowercase words joined by hyphens, e.g.{" "}
        {state.kind.key === "posts" ? "hiring-your-first-lawyer" : "jane-citizen"}. It cannot be changed later.
      </p>
      {problems ? (
        <p id={`${fieldId("_slug")}-error`} className="field-error">
          {problems.join(" ")}
        </p>
      ) : null}
      <input
        id={fieldId("_slug")}
        name="_slug"
        type="text"
        defaultValue={typeof state.values._slug === "string" ? state.values._slug : ""}
        aria-invalid={problems ? true : undefined}
        aria-describedby={[problems ? `${fieldId("_slug")}-error` : "", `${fieldId("_slug")}-hint`]
          .filter(Boolean)
          .join(" ")}
      />
    </div>
  );
}

function BodyField({ state }: { state: EditState }) {
  const body = state.kind.body;
  if (!body) return null;
  const problems = state.problems.get("body");
  return (
    <div className="field markdown-field">
      <label htmlFor={fieldId("body")}>{body.label}</label>
      <p id={`${fieldId("body")}-hint`} className="hint">
        {body.hint}
      </p>
      {problems ? (
        <p id={`${fieldId("body")}-error`} className="field-error">
          {problems.join(" ")}
        </p>
      ) : null}
      <textarea
        id={fieldId("body")}
        name="body"
        rows={24}
        className="markdown-editor"
        data-markdown-editor=""
        defaultValue={state.body}
        aria-invalid={problems ? true : undefined}
        aria-describedby={[problems ? `${fieldId("body")}-error` : "", `${fieldId("body")}-hint`]
          .filter(Boolean)
          .join(" ")}
      />
    </div>
  );
}

const hasUpload = (kind: Kind) => kind.fields.some((field) => field.kind === "upload");

/** The editor: the schema's fields, the body, every problem beside its field and listed at the top. */
export function sendEditPage(res: Response, status: number, state: EditState): void {
  const { kind, slug } = state;
  const staff = staffOf(res);
  const heading =
    slug === undefined && kind.folder
      ? `New ${kind.noun}`
      : kind.folder
        ? `Edit ${kind.describe(slug, valuesAsContent(state))}`
        : `Edit the ${kind.title.toLowerCase()}`;
  const extra: Array<[string, string]> = [];
  if (state.problems.has("_slug"))
    extra.push(["_slug", `Web address: ${(state.problems.get("_slug") ?? []).join(" ")}`]);
  if (state.problems.has("body"))
    extra.push(["body", `${kind.body?.label ?? "Body"}: ${(state.problems.get("body") ?? []).join(" ")}`]);
  const fieldProblems = {
    ...state,
    problems: new Map([...state.problems].filter(([path]) => path !== "_slug" && path !== "body")),
  };
  sendAuthorPage(res, status, {
    title: heading,
    script: kind.body !== undefined,
    body: (
      <>
        <p className="breadcrumbs">
          <a href="/author">Content</a>
          {kind.folder ? (
            <>
              {" › "}
              <a href={`/author/${kind.key}`}>{kind.title}</a>
            </>
          ) : null}
        </p>
        <h1>{heading}</h1>
        {state.notice ? (
          <div className="notice" role="alert">
            <h2>{state.notice.title}</h2>
            <p>{state.notice.text}</p>
          </div>
        ) : null}
        <ProblemSummary fields={kind.fields} state={fieldProblems} extra={extra} />
        <p>Nothing goes live until you have seen the preview and pressed Publish.</p>
        <form
          method="post"
          action={editPath(kind, slug)}
          encType={hasUpload(kind) ? "multipart/form-data" : undefined}
          noValidate
          className="author-form"
        >
          <CsrfField staff={staff} />
          <input type="hidden" name="_version" value={state.version} />
          {slug === undefined && kind.folder ? <SlugField state={state} /> : null}
          <Fields fields={kind.fields} state={fieldProblems} />
          <BodyField state={state} />
          <button type="submit">Check and preview</button>
        </form>
        {slug !== undefined || !kind.folder ? (
          <p>
            <a href={historyPath(kind, slug)}>
              {kind.folder
                ? `Earlier versions of this ${kind.noun}`
                : `Earlier versions of the ${kind.title.toLowerCase()}`}
            </a>
          </p>
        ) : null}
      </>
    ),
  });
}

/** The form's top-level text values, enough to name the thing in a heading. */
const valuesAsContent = (state: EditState): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(state.values).filter(([key, value]) => !key.includes(".") && typeof value === "string"),
  );
