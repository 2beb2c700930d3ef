// @vitest-environment jsdom
// After a send: a stored enquiry leaves a lasting confirmation in the form's place; a failed one stays
// stated beside Send; focus is never dropped on the way.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_FORM } from "../../content/contact-form";
import { ENQUIRY_RECEIVED } from "../../content/pages";
import { PRACTICE } from "../../content/practice";
import { telHref } from "../../content/reach";
import { FragmentSourceProvider } from "../server-fragment";
import { ToastProvider } from "../toast";
import { ContactSection } from "./sections";
import { ReachUs } from "../reach-us";
import { renderToStaticMarkup } from "react-dom/server";

type Answer = { readonly status: number } | Error | (() => Promise<{ readonly status: number }>);

function mockFetch(answers: Answer[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/enquiries/token")
      return { ok: true, status: 200, json: async () => ({ token: "1700000000000.signature" }) };
    const answer = answers.shift();
    if (!answer) throw new Error("no answer queued");
    if (answer instanceof Error) throw answer;
    const { status } = typeof answer === "function" ? await answer() : answer;
    return { ok: status < 300, status, json: async () => ({ id: "abc" }) };
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const NEXT_STEPS = '<aside class="next-steps"><h2 id="next-steps-heading">What happens next</h2></aside>';
/** The server's fragments as the browser holds them: the ways to reach a person as the server renders them. */
const FRAGMENTS: Record<string, string> = {
  "home/next-steps": NEXT_STEPS,
  "home/reach": renderToStaticMarkup(<ReachUs withBooking />),
  "home/reach-footer": renderToStaticMarkup(<ReachUs />),
};

async function renderSection() {
  render(
    <FragmentSourceProvider value={(id) => ({ html: FRAGMENTS[id] ?? "" })}>
      <ToastProvider>
        <ContactSection />
      </ToastProvider>
    </FragmentSourceProvider>,
    { wrapper: MemoryRouter },
  );
  await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/enquiries/token", expect.anything()));
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(field(/^Name/), { target: { value: "Jane Citizen" } });
  fireEvent.change(field(/^Company/), { target: { value: "Acme Pty Ltd" } });
  fireEvent.change(field(/^Email/), { target: { value: "jane@acme.example" } });
  vi.setSystemTime(Date.now() + 60_000);
  const button = () => screen.getByRole("button", { name: /Send Message|Sending/ });
  return { field, button, send: () => fireEvent.click(button()) };
}

describe("the contact section after a send", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("keeps focus on Send while sending: the button is never disabled", async () => {
    let finish: (answer: { status: number }) => void = () => {};
    mockFetch([() => new Promise((resolve) => (finish = resolve))]);
    const form = await renderSection();
    form.button().focus();
    form.send();
    await waitFor(() => expect(form.button().textContent).toContain(CONTACT_FORM.sending));
    expect(form.button().hasAttribute("disabled")).toBe(false);
    expect(document.activeElement).toBe(form.button());
    await act(async () => finish({ status: 201 }));
  });

  it("shows a lasting confirmation with the next steps in the form's place, focused on its heading, until the visitor asks for the form", async () => {
    mockFetch([{ status: 201 }]);
    const form = await renderSection();
    form.send();
    const heading = await screen.findByRole("heading", { name: ENQUIRY_RECEIVED.heading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const panel = heading.closest(".enquiry-confirmation");
    expect(panel?.textContent).toContain(ENQUIRY_RECEIVED.body);
    expect(panel?.querySelector(".next-steps")).not.toBeNull();
    expect(panel?.querySelector(`a[href="${telHref(PRACTICE.phone ?? "")}"]`)).not.toBeNull();
    // The next steps show once, inside the confirmation; the form is reset and hidden.
    expect(document.querySelectorAll(".next-steps")).toHaveLength(1);
    expect(form.field(/^Name/).value).toBe("");
    expect(form.field(/^Name/).closest("[hidden]")).not.toBeNull();
    // The spec's toast still shows; the focused heading is what a screen reader hears, once.
    const toast = document.querySelector(".toast");
    expect(toast?.textContent).toContain(CONTACT_FORM.success.title);
    expect(toast?.getAttribute("aria-hidden")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: CONTACT_FORM.sendAnother }));
    expect(screen.queryByRole("heading", { name: ENQUIRY_RECEIVED.heading })).toBeNull();
    expect(form.field(/^Name/).closest("[hidden]")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(form.field(/^Name/)));
  });

  it("states a failed send beside Send, with the phone and email, keeps what was typed, and clears it only when the visitor sends again", async () => {
    let finish: (answer: { status: number }) => void = () => {};
    mockFetch([new TypeError("Failed to fetch"), () => new Promise((resolve) => (finish = resolve))]);
    const form = await renderSection();
    form.send();
    const note = await waitFor(() => {
      const found = document.getElementById(form.button().getAttribute("aria-describedby") ?? "-");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(note.textContent).toContain(CONTACT_FORM.failure.network.title);
    expect(note.querySelector(`a[href="mailto:${PRACTICE.enquiriesEmail}"]`)).not.toBeNull();
    expect(note.querySelector(`a[href="${telHref(PRACTICE.phone ?? "")}"]`)).not.toBeNull();
    expect(form.field(/^Name/).value).toBe("Jane Citizen");
    // No confirmation and no next steps brought forward for a send that failed.
    expect(screen.queryByRole("heading", { name: ENQUIRY_RECEIVED.heading })).toBeNull();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    form.send();
    await waitFor(() => expect(form.button().hasAttribute("aria-describedby")).toBe(false));
    expect(note.isConnected).toBe(false);
    await act(async () => finish({ status: 201 }));
  });
});
