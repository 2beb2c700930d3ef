// Content kept in git and published from the staff area (docs/operations.md, "Publishing from the
// staff area"): what the staff area's authoring pages use.
export type * from "./types";
export { createContentRepository } from "./content-repository";
export { CONTENT_FOLDERS, contentPath, PathRefused } from "./paths";
export { createPublisher, type AuthoringPublisher, type PublisherOptions } from "./publisher";
export type { PreviewSite, PreviewStore } from "./previews";
export { PREVIEW_PREFIX, previewRouter } from "./preview-router";
export { restoreEdit, type RestoreRequest } from "./restore";
