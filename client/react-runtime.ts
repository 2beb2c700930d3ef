// The libraries the app is built on, in a module of their own: the entry evaluates them in one task
// and the app in the next, so that neither holds the main thread for long.
export { startTransition, StrictMode } from "react";
export { hydrateRoot } from "react-dom/client";
export { BrowserRouter } from "react-router-dom";
