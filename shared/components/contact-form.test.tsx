// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_FORM, ENQUIRY_ERRORS } from "../content/contact-form";
import { ContactForm } from "./contact-form";
import { ToastProvider } from "./toast";
import { FragmentSourceProvider } from "./server-fragment";
import type { ReactNode } from "react";

/** The router, and the server's fragments as the browser holds them (the collection notice, the ways to reach a person). */
function Wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <MemoryRouter>
      <FragmentSourceProvider value={(id) => ({ html: `<p data-stub="${id}"></p>` })}>
        {children}
      </FragmentSourceProvider>
    </MemoryRouter>
  );
}

interface FakeResponse {
  readonly status: number;
  readonly body?: unknown;
}

type ApiAnswer = FakeResponse | Error | (() => Promise<FakeResponse>);

/** fetch as the form sees it: the token endpoint, then the API answering from a queue. */
function mockFetch(answers: ApiAnswer[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === "/api/enquiries/token") return respond({ status: 200, body: { token: "1700000000000.signature" } });
    const answer = answers.shift();
    if (!answer) throw new Error("no answer queued");
    if (answer instanceof Error) throw answer;
    return respond(typeof answer === "function" ? await answer() : answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, apiCalls: () => calls.filter((call) => call.url === "/api/enquiries") };
}

function respond({ status, body }: FakeResponse) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

function renderForm() {
  render(
    <ToastProvider>
      <ContactForm />
    </ToastProvider>,
    { wrapper: Wrapper },
  );
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    name: field(/^Name/),
    company: field(/^Company/),
    role: field(/^Role/),
    email: field(/^Email/),
    phone: field(/^Phone/),
    message: field(/^Message/),
    button: () => screen.getByRole("button", { name: /Send Message|Sending/ }) as HTMLButtonElement,
    element: () => screen.getByRole("form", { name: "Enquiry form" }) as HTMLFormElement,
    submit: () => fireEvent.submit(screen.getByRole("form", { name: "Enquiry form" })),
  };
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

describe("ContactForm", () => {
  beforeEach(() => {
    // Only the clock is fake: time passes instantly past the minimum fill time, timers stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function fillAndWaitForToken(form: ReturnType<typeof renderForm>) {
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/enquiries/token", expect.anything()));
    fireEvent.change(form.name, { target: { value: "Jane Citizen" } });
    fireEvent.change(form.company, { target: { value: "Acme Pty Ltd" } });
    fireEvent.change(form.email, { target: { value: "jane@acme.example" } });
    fireEvent.change(form.message, { target: { value: "Hello" } });
    vi.setSystemTime(Date.now() + 60_000);
  }

  it("has an Email input next to Phone; Name and Company are the only ones marked required", () => {
    mockFetch([]);
    const form = renderForm();
    expect([form.email.type, form.email.autocomplete, form.email.name]).toEqual(["email", "email", "email"]);
    expect([form.phone.type, form.phone.autocomplete]).toEqual(["tel", "tel"]);
    const inputs = [
      ...form
        .element()
        .querySelectorAll<HTMLInputElement>("input:not([type=hidden]):not([type=checkbox]):not([name=website])"),
    ];
    expect(inputs.map((input) => input.name)).toEqual(["name", "company", "role", "email", "phone"]);
    expect(inputs.filter((input) => input.required).map((input) => input.name)).toEqual(["name", "company"]);
  });

  describe("email or phone", () => {
    const missing = ENQUIRY_ERRORS.emailOrPhone.required;

    // WCAG 3.3.2: the rule is given before the visitor sends, tied to both fields.
    it("says before sending that one of Email and Phone is needed, as the description of both", () => {
      mockFetch([]);
      const form = renderForm();
      const hint = document.getElementById("enquiry-contact-hint");
      expect(hint?.textContent).toBe(CONTACT_FORM.labels.emailOrPhoneHint);
      expect(hint?.textContent).toMatch(/email address, a phone number or both/);
      for (const input of [form.email, form.phone])
        expect(input.getAttribute("aria-describedby")).toBe("enquiry-contact-hint");
      expect(form.name.getAttribute("aria-describedby")).toBeNull();
    });

    it("stops the submit with one message for the pair, under Email, described on both fields, and sends nothing", async () => {
      const api = mockFetch([]);
      const form = renderForm();
      await fillAndWaitForToken(form);
      fireEvent.change(form.email, { target: { value: "" } });
      // What the browser does when Send Message is pressed: the form is noValidate, so a submit event.
      act(() => form.element().requestSubmit(form.button()));
      await waitFor(() => expect(screen.getAllByText(missing)).toHaveLength(1));
      expect(document.getElementById("enquiry-email-error")?.textContent).toBe(missing);
      for (const input of [form.email, form.phone]) {
        expect(input.getAttribute("aria-invalid")).toBe("true");
        expect(input.getAttribute("aria-describedby")).toBe("enquiry-contact-hint enquiry-email-error");
      }
      expect(document.activeElement).toBe(form.email);
      expect(api.apiCalls()).toHaveLength(0);
      expect(form.name.value).toBe("Jane Citizen");
    });

    it("lets go as soon as either is filled in (the phone, here), clearing the message", async () => {
      mockFetch([]);
      const form = renderForm();
      await fillAndWaitForToken(form);
      fireEvent.change(form.email, { target: { value: "" } });
      act(() => form.element().requestSubmit(form.button()));
      await waitFor(() => expect(screen.getAllByText(missing)).toHaveLength(1));
      fireEvent.change(form.phone, { target: { value: " " } });
      expect(screen.getAllByText(missing)).toHaveLength(1);
      fireEvent.change(form.phone, { target: { value: "0" } });
      expect(screen.queryByText(missing)).toBeNull();
      expect(form.email.getAttribute("aria-invalid")).toBeNull();
      expect(form.phone.getAttribute("aria-describedby")).toBe("enquiry-contact-hint");
    });

    it("takes blank-looking characters for nothing, as the server does", async () => {
      const api = mockFetch([]);
      const form = renderForm();
      await fillAndWaitForToken(form);
      fireEvent.change(form.email, { target: { value: "\u3164" } });
      form.submit();
      await waitFor(() => expect(screen.getAllByText(missing)).toHaveLength(1));
      expect(document.activeElement).toBe(form.email);
      expect(api.apiCalls()).toHaveLength(0);
    });
  });

  // The browser's bubbles (its words, one field at a time) never stand in for the form's own messages.
  it("sent empty, gives one message per problem at its field in the schema's words, and no notice over the form", async () => {
    const api = mockFetch([]);
    const form = renderForm();
    expect(form.element().noValidate).toBe(true);
    act(() => form.element().requestSubmit(form.button()));
    await waitFor(() => expect(document.activeElement).toBe(form.name));
    const messages = [...form.element().querySelectorAll(".field__error")].map((message) => message.textContent);
    expect(messages).toEqual([
      ENQUIRY_ERRORS.name.required,
      ENQUIRY_ERRORS.company.required,
      ENQUIRY_ERRORS.emailOrPhone.required,
    ]);
    expect(document.querySelector(".toast-region")?.textContent).toBe("");
    expect(api.apiCalls()).toHaveLength(0);
  });

  it("has a honeypot people cannot see or reach, and a token field", () => {
    mockFetch([]);
    const { container } = render(<ContactForm />, { wrapper: Wrapper });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe("off");
    expect(honeypot?.closest('[aria-hidden="true"]')?.className).toContain("honeypot");
    expect(container.querySelector('input[type="hidden"][name="formToken"]')).not.toBeNull();
  });

  it("sends the enquiry, says Sending… while it is stored, then shows the spec's toast and resets", async () => {
    let finish: (response: FakeResponse) => void = () => {};
    const api = mockFetch([() => new Promise<FakeResponse>((resolve) => (finish = resolve))]);
    const form = renderForm();
    await fillAndWaitForToken(form);

    form.submit();
    await waitFor(() => expect(form.button().textContent).toContain(CONTACT_FORM.sending));
    expect(form.button().getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(api.apiCalls()).toHaveLength(1));

    const [call] = api.apiCalls();
    expect(call?.init?.method).toBe("POST");
    expect(headerOf(call?.init, "Content-Type")).toBe("application/json");
    expect(headerOf(call?.init, "Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      name: "Jane Citizen",
      company: "Acme Pty Ltd",
      email: "jane@acme.example",
      phone: "",
      message: "Hello",
      website: "",
      formToken: "1700000000000.signature",
    });
    expect(screen.queryByText(CONTACT_FORM.success.title)).toBeNull();

    await act(async () => finish({ status: 201, body: { id: "abc" } }));
    expect(await screen.findByText(CONTACT_FORM.success.title)).toBeTruthy();
    expect(screen.getByText(CONTACT_FORM.success.description)).toBeTruthy();
    for (const input of [form.name, form.company, form.role, form.email, form.phone, form.message])
      expect(input.value, input.name).toBe("");
    expect(form.button().getAttribute("aria-disabled")).toBe("false");
  });

  it("keeps what was typed after a network failure, and a retry reuses the idempotency key", async () => {
    const api = mockFetch([new TypeError("Failed to fetch"), { status: 201, body: { id: "abc" } }]);
    const form = renderForm();
    await fillAndWaitForToken(form);

    form.submit();
    expect(await screen.findAllByText(CONTACT_FORM.failure.network.title)).toHaveLength(2);
    expect(screen.getAllByText(CONTACT_FORM.failure.network.description)).toHaveLength(2);
    expect(form.name.value).toBe("Jane Citizen");
    expect(form.message.value).toBe("Hello");

    form.submit();
    await screen.findByText(CONTACT_FORM.success.title);
    const [first, retry] = api.apiCalls();
    expect(headerOf(retry?.init, "Idempotency-Key")).toBe(headerOf(first?.init, "Idempotency-Key"));
  });

  it("sends the next enquiry from the same page with a new token: one token, one enquiry", async () => {
    const api = mockFetch([{ status: 201, body: { id: "a" } }]);
    const tokenCalls = () => api.calls.filter((call) => call.url === "/api/enquiries/token").length;
    const form = renderForm();
    await fillAndWaitForToken(form);
    const issued = tokenCalls();
    form.submit();
    await screen.findByText(CONTACT_FORM.success.title);
    await waitFor(() => expect(tokenCalls()).toBe(issued + 1));
  });

  it("uses a new idempotency key once the values change", async () => {
    const api = mockFetch([new TypeError("Failed to fetch"), new TypeError("Failed to fetch")]);
    const form = renderForm();
    await fillAndWaitForToken(form);
    form.submit();
    await screen.findAllByText(CONTACT_FORM.failure.network.title);
    await waitFor(() => expect(form.button().getAttribute("aria-disabled")).toBe("false"));
    fireEvent.change(form.message, { target: { value: "Hello again" } });
    form.submit();
    await waitFor(() => expect(api.apiCalls()).toHaveLength(2));
    const [first, second] = api.apiCalls();
    expect(headerOf(second?.init, "Idempotency-Key")).not.toBe(headerOf(first?.init, "Idempotency-Key"));
  });

  it("shows the server's field errors next to their fields and focuses the first", async () => {
    mockFetch([
      {
        status: 400,
        body: {
          error: "validation",
          fields: { phone: ENQUIRY_ERRORS.phone.invalid, message: ENQUIRY_ERRORS.message.tooLong },
        },
      },
    ]);
    const form = renderForm();
    await fillAndWaitForToken(form);
    form.submit();
    expect(await screen.findByText(ENQUIRY_ERRORS.phone.invalid)).toBeTruthy();
    expect(screen.getByText(ENQUIRY_ERRORS.message.tooLong)).toBeTruthy();
    expect(form.phone.getAttribute("aria-invalid")).toBe("true");
    expect(form.phone.getAttribute("aria-describedby")).toBe("enquiry-contact-hint enquiry-phone-error");
    expect(document.activeElement).toBe(form.phone);
    expect(form.name.value).toBe("Jane Citizen");
  });

  it("checks the fields in the browser before sending", async () => {
    const api = mockFetch([]);
    const form = renderForm();
    await fillAndWaitForToken(form);
    fireEvent.change(form.name, { target: { value: "a".repeat(201) } });
    form.submit();
    expect(await screen.findByText(ENQUIRY_ERRORS.name.tooLong)).toBeTruthy();
    expect(document.activeElement).toBe(form.name);
    expect(api.apiCalls()).toHaveLength(0);
  });

  it.each([
    [429, CONTACT_FORM.failure.rateLimited],
    [503, CONTACT_FORM.failure.unavailable],
    [500, CONTACT_FORM.failure.unexpected],
  ])("explains a %i in plain English and keeps the values", async (status, message) => {
    mockFetch([{ status, body: { error: "x" } }]);
    const form = renderForm();
    await fillAndWaitForToken(form);
    form.submit();
    // In the toast, and beside Send until the next send.
    expect(await screen.findAllByText(message.title)).toHaveLength(2);
    expect(screen.getAllByText(message.description)).toHaveLength(2);
    expect(form.company.value).toBe("Acme Pty Ltd");
  });

  it("renders a server-sent seed: values, errors, token and focus on the first invalid field", () => {
    mockFetch([]);
    const { container } = render(
      <ContactForm
        seed={{
          values: {
            name: "",
            company: "Acme",
            role: "",
            email: "",
            phone: "",
            businessSize: "",
            priorities: [],
            message: "Hi",
          },
          errors: { name: "Name is required" },
          token: "123.sig",
        }}
      />,
      { wrapper: Wrapper },
    );
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe("Acme");
    expect(container.querySelector<HTMLInputElement>('input[name="formToken"]')?.value).toBe("123.sig");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    // A seeded token is fresh from the server: no second fetch.
    expect(fetch).not.toHaveBeenCalled();
  });
});
