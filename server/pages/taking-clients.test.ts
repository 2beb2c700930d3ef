import request from "supertest";
import { describe, expect, it } from "vitest";
import { PRACTICE } from "../../shared/content/practice";
import { NEXT_STEPS_COPY } from "../../shared/content/people-and-plans";
import { fixtureContent } from "../../test/support/blog";
import { parseMarkup } from "../../test/support/parse-markup";
import { createTestApp } from "../../test/support/test-app";
import { takingClients } from "./enquiry-promise";

describe("whether the practice takes clients yet (practice.json takingClientsFrom)", () => {
  it("before the day, names the day in Australian order; from the day in Queensland, says clients are taken now", () => {
    expect(takingClients("2027-02-01", new Date("2027-01-31T13:59:59Z"))).toBe(
      "We take on new clients from 1 February 2027.",
    );
    // Midnight in Brisbane is 14:00 UTC the day before.
    expect(takingClients("2027-02-01", new Date("2027-01-31T14:00:00Z"))).toBe(NEXT_STEPS_COPY.takingNow);
    expect(takingClients("2027-02-01", new Date("2030-06-01T00:00:00Z"))).toBe(NEXT_STEPS_COPY.takingNow);
  });

  it("is stated beside the form and on /contact/received", async () => {
    const { app } = createTestApp({ content: fixtureContent() });
    for (const path of ["/", "/contact/received"]) {
      const panel = parseMarkup((await request(app).get(path).expect(200)).text).querySelector(".next-steps");
      expect(panel?.querySelector(".next-steps__taking")?.textContent, path).toBe(
        takingClients(PRACTICE.takingClientsFrom),
      );
    }
  });
});
