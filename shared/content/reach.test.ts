import { describe, expect, it } from "vitest";
import { PRACTICE } from "./practice";
import { reachDetails, telHref } from "./reach";

describe("how a visitor reaches a person", () => {
  it("dials an Australian number in its international form, whatever its spacing", () => {
    expect(telHref("07 5550 1234")).toBe("tel:+61755501234");
    expect(telHref("(07) 3000 1234")).toBe("tel:+61730001234");
    expect(telHref("+61 7 3000 1234")).toBe("tel:+61730001234");
    expect(telHref("1300 000 000")).toBe("tel:1300000000");
  });

  it("gives the phone and the email as links, and who answers them when", () => {
    const details = reachDetails({
      ...PRACTICE,
      phone: "07 3000 1234",
      answeredBy: "Sam Lee, our director",
      contactHours: "weekdays, 9 am to 5 pm Brisbane time",
    });
    expect(details.phone).toEqual({ label: "07 3000 1234", href: "tel:+61730001234" });
    expect(details.email).toEqual({ label: PRACTICE.enquiriesEmail, href: `mailto:${PRACTICE.enquiriesEmail}` });
    expect(details.who).toBe("Sam Lee, our director answers calls and emails, weekdays, 9 am to 5 pm Brisbane time.");
  });

  it("leaves out what practice.json leaves out: no phone, no one named, no booking page", () => {
    const details = reachDetails({
      ...PRACTICE,
      phone: null,
      answeredBy: null,
      contactHours: "weekdays",
      bookingUrl: null,
    });
    expect(details).not.toHaveProperty("phone");
    expect(details).not.toHaveProperty("booking");
    expect(details.who).toBe("Calls and emails are answered weekdays.");
    expect(reachDetails({ ...PRACTICE, answeredBy: null, contactHours: null })).not.toHaveProperty("who");
  });

  it("links the booking page only when practice.json has one", () => {
    expect(
      reachDetails({ ...PRACTICE, bookingUrl: "https://book.example.net/first", bookingService: "Example Bookings" })
        .booking,
    ).toEqual({
      href: "https://book.example.net/first",
    });
  });
});
