// @vitest-environment jsdom
// The built site has no way to make a page throw on purpose, so the fallback is proven here.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allowConsole } from "../../vitest.setup";
import { APP_ERROR } from "../content/pages";
import { AppErrorBoundary } from "./app-error-boundary";

function Throws({ error }: { readonly error: unknown }): never {
  throw error;
}

function renderFailure(error: unknown) {
  allowConsole(); // React and the boundary both report the caught error on console.error.
  return render(
    <AppErrorBoundary>
      <p>page content</p>
      <Throws error={error} />
    </AppErrorBoundary>,
  );
}

describe("AppErrorBoundary", () => {
  it("replaces a page whose render failed with the error screen and the error's message", () => {
    renderFailure(new Error("The blog post could not be read"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(APP_ERROR.heading);
    expect(screen.getByText("The blog post could not be read")).toBeTruthy();
    expect(screen.queryByText("page content")).toBeNull();
    expect(screen.getByRole("link", { name: APP_ERROR.homeLink }).getAttribute("href")).toBe("/");
  });

  it("shows the status (and its text) when the error carries one", () => {
    renderFailure({ status: 503, statusText: "Service Unavailable" });
    expect(screen.getByText("503 Service Unavailable")).toBeTruthy();
  });

  it("still shows the screen for an error with nothing to say", () => {
    renderFailure(undefined);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error!");
  });

  it("renders its children untouched when nothing fails", () => {
    render(
      <AppErrorBoundary>
        <p>page content</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText("page content")).toBeTruthy();
  });
});
