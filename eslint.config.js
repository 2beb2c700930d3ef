import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The rooms (docs/architecture.md, "Rooms"): each folder's one concern and the rooms it may import.
 * Every row becomes a no-restricted-imports rule below, so a forbidden import fails `npm run lint`;
 * test/rooms.test.ts holds the table in the doc to these rows and lints a forbidden import per room.
 * Read bottom-up, the rows never point back: no room imports a room that imports it.
 */
export const ROOMS = [
  { room: "shared", mayImport: [] },
  { room: "server/platform", mayImport: ["shared"] },
  { room: "server/http", mayImport: ["server/platform"] },
  { room: "server/collections", mayImport: ["server/platform", "shared"] },
  { room: "server/blog", mayImport: ["server/collections", "server/platform", "shared"] },
  { room: "server/practice-areas", mayImport: ["server/blog", "server/collections", "server/platform", "shared"] },
  { room: "server/team", mayImport: ["server/collections", "server/platform", "shared"] },
  { room: "server/plans", mayImport: ["server/collections", "server/platform", "shared"] },
  {
    room: "server/site-content",
    mayImport: [
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/platform",
      "shared",
    ],
  },
  {
    room: "server/content-check",
    mayImport: [
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/platform",
      "shared",
    ],
  },
  {
    room: "server/launch",
    mayImport: ["server/team", "server/plans", "server/collections", "server/platform", "shared"],
  },
  {
    room: "server/pages",
    mayImport: [
      "server/site-content",
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/http",
      "server/platform",
      "shared",
    ],
  },
  { room: "server/enquiries", mayImport: ["server/pages", "server/http", "server/platform", "shared"] },
  {
    room: "server/authoring",
    mayImport: [
      "server/content-check",
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/http",
      "server/platform",
      "shared",
    ],
  },
  {
    room: "server/staff",
    mayImport: [
      "server/authoring",
      "server/content-check",
      "server/enquiries",
      "server/blog",
      "server/team",
      "server/plans",
      "server/collections",
      "server/http",
      "server/platform",
      "shared",
    ],
  },
  {
    room: "server",
    mayImport: [
      "server/staff",
      "server/authoring",
      "server/content-check",
      "server/enquiries",
      "server/pages",
      "server/launch",
      "server/site-content",
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/http",
      "server/platform",
      "shared",
    ],
  },
  { room: "client", mayImport: ["shared"] },
  { room: "scripts/build", mayImport: ["server/blog", "server/collections", "server/platform", "shared"] },
  { room: "scripts/node-matrix", mayImport: [] },
  {
    room: "scripts",
    mayImport: [
      "scripts/build",
      "scripts/node-matrix",
      "server",
      "server/pages",
      "server/site-content",
      "server/content-check",
      "server/blog",
      "server/practice-areas",
      "server/team",
      "server/plans",
      "server/collections",
      "server/platform",
      "shared",
    ],
  },
  { room: "scripts/perf", mayImport: ["test/support", "server/http"] },
  { room: "scripts/audit", mayImport: ["test/support"] },
];

/**
 * How an import specifier reaches each room. Imports are relative, so a room is reached by climbing
 * out of the importer's folder ("../") and naming the room's folder, or, from the folder above it,
 * by "./name/"; any other path stays inside the importer's own room.
 */
const SERVER_ENTRY_FILES = "app|index|site|live-site|site-version|startup-failure";
const SCRIPT_ENTRY_FILES = "build|dev|new-post|publish|node-matrix";
const ROOM_PATTERNS = {
  server: `^(\\.\\./)+(server/)?(${SERVER_ENTRY_FILES})(\\.js)?$`,
  scripts: `^(\\.\\./)+(scripts/)?(${SCRIPT_ENTRY_FILES})(\\.js)?$`,
};
const roomPattern = (room) => {
  if (ROOM_PATTERNS[room]) return ROOM_PATTERNS[room];
  const [top, ...rest] = room.split("/");
  if (rest.length === 0) return `^(\\.\\./)+${top}(/|$)`;
  // The room's parent reaches it as "./name/...": a folder, never a sibling file of the same name.
  return `^(\\.\\./)+(${top}/)?${rest.join("/")}(/|$)|^\\./${rest.join("/")}/`;
};
const ALL_ROOMS = [...ROOMS.map((row) => row.room), "test/support", "test/e2e"];

/** The imports each room is refused: every other room it is not given, and what its runtime cannot have. */
function refusedPatterns({ room, mayImport }) {
  const refused = ALL_ROOMS.filter(
    (other) => other !== room && !mayImport.includes(other) && !room.startsWith(`${other}/`),
  );
  const message = `${room}/ may import only ${mayImport.length > 0 ? mayImport.join(", ") : "itself"} (docs/architecture.md, Rooms).`;
  const patterns = refused.map((other) => ({ regex: roomPattern(other), message }));
  if (room === "shared" || room === "client") {
    patterns.push({ group: ["node:*"], message: `${room}/ runs in the browser.` });
    patterns.push({
      group: ["**/content/terms-of-service", "**/content/privacy-policy"],
      message: "Long copy is server-fragment content, server-only (docs/decisions/004-server-fragments.md).",
    });
  }
  return patterns;
}

/** One config object per room, for its own files only (a deeper room's files are its own, not its parent's). */
export function roomRules() {
  return ROOMS.map((row) => {
    const deeper = ROOMS.filter((other) => other.room.startsWith(`${row.room}/`)).map((other) => `${other.room}/**`);
    const own =
      row.room === "server" || row.room === "scripts"
        ? [`${row.room}/*.{ts,tsx,mjs}`]
        : [`${row.room}/**/*.{ts,tsx,mjs}`];
    return {
      files: own,
      ignores: ["**/*.test.{ts,tsx}", ...deeper],
      rules: { "no-restricted-imports": ["error", { patterns: refusedPatterns(row) }] },
    };
  });
}

export default tseslint.config(
  { ignores: ["dist/", "dist-dev/", "node_modules/", "coverage/", "reports/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Plain JavaScript runs in Node (npm start's loader, test fixtures).
    files: ["**/*.mjs", "*.js"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/\\/client\\//]", message: "shared/ must not import client/." },
      ],
    },
  },
  {
    // shared/lib/ is functions and constants that run anywhere; code that touches the page is shared/browser/.
    files: ["shared/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...[
          "document",
          "window",
          "history",
          "location",
          "navigator",
          "matchMedia",
          "localStorage",
          "sessionStorage",
          "requestAnimationFrame",
        ].map((name) => ({
          name,
          message: "shared/lib/ has no DOM: code that touches the page lives in shared/browser/.",
        })),
      ],
    },
  },
  {
    // Code a newcomer can hold in mind: a function fits a screen, a module one job. Tests
    // (test files and test/) are left out: their describe blocks are tables of cases.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "test/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
      // Counted as the function rule counts: code, not the blank lines and comments that say why.
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  ...roomRules(),
);
