// The libraries the app is built on. React's packages are CommonJS, which esbuild wraps in functions
// that run on their first `require`; the app's module (client/main.tsx) then finds them ready. The
// entry runs each step below in a task of its own before importing the app, so the runtime's
// evaluation is four short tasks, not one long one, without a file (and its compression) more.
declare const require: (id: string) => unknown;

export const RUNTIME_STEPS: ReadonlyArray<() => unknown> = [
  () => require("scheduler"),
  () => require("react"),
  () => require("react-dom"),
  () => require("react-dom/client"),
];
