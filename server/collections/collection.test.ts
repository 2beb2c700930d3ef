import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { ContentError, loadCollection, type CollectionFile } from "./collection";

const Schema = v.object({ title: v.string() });

/** A collection of two files in a folder of its own; what toEntry was handed, by slug. */
function load(files: Record<string, string>) {
  const root = tempDir("collection-");
  const contentDir = join(root, "notes");
  const publicDir = join(root, "public");
  mkdirSync(contentDir);
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(
    join(publicDir, "images", "dot.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"></svg>',
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(contentDir, name), text);
  const handed = new Map<string, CollectionFile<v.InferOutput<typeof Schema>>>();
  const run = () =>
    loadCollection({
      name: "notes",
      contentDir,
      rootDir: root,
      publicDir,
      schema: Schema,
      expected: { title: "a title" },
      placeholders: {},
      toEntry(file) {
        handed.set(file.slug, file);
        return file.slug;
      },
    });
  return { run, handed };
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("loadCollection: the body", () => {
  it("renders each file's body once, for every collection, with its images checked against public/", () => {
    const { run, handed } = load({ "good.md": "---\ntitle: Good\n---\nTwo words ![A dot](/images/dot.svg)\n" });
    expect(run()).toEqual(["good"]);
    const body = handed.get("good")?.body;
    expect(body?.html).toContain('<img src="/images/dot.svg" alt="A dot" width="4" height="3"');
    expect(body?.words).toBe(2);
  });

  it("reports a body it refuses against the file and the field, hands the entry no body, and goes on to list the rest", () => {
    const { run, handed } = load({
      "a-missing-image.md": "---\ntitle: A\n---\n![Gone](/images/gone.svg)\n",
      "b-off-site.md": '---\ntitle: B\n---\n<a href="/\\evil.example/">Elsewhere</a>\n',
    });
    const error = thrownBy(run);
    expect(error).toBeInstanceOf(ContentError);
    expect(handed.get("a-missing-image")?.body).toBeUndefined();
    expect(handed.get("b-off-site")?.body).toBeUndefined();
    expect((error as ContentError).problems).toEqual([
      expect.stringMatching(
        /^notes\/a-missing-image\.md: body: image "\/images\/gone\.svg" does not exist under public\/$/,
      ),
      expect.stringMatching(/^notes\/b-off-site\.md: body: link "\/\\evil\.example\/" is not a path on this site/),
    ]);
  });
});
