import { describe, expect, it } from "vitest";
import { COMPLETE_PRACTICE } from "../../test/support/practice-fixtures";
import { confirmationQuestions } from "./confirmations";
import { isFictitiousNumber, reachFindings } from "./reach-findings";

describe("launch check: a person to reach", () => {
  it("knows ACMA's fictitious geographic ranges in every way a number is written, and nothing else", () => {
    for (const number of ["07 5550 1234", "(07) 7010 0000", "+61 7 5550 9999", "02 5550 4321", "0870109876"])
      expect(isFictitiousNumber(number), number).toBe(true);
    for (const number of ["07 3000 1234", "07 5551 1234", "1300 555 000", "0491 570 006"])
      expect(isFictitiousNumber(number), number).toBe(false);
  });

  it("lists a stand-in phone from the fictitious range until it is replaced", () => {
    expect(reachFindings({ ...COMPLETE_PRACTICE, phone: "07 5550 1234" })).toEqual([
      expect.stringMatching(/^practice\.json phone is still the stand-in "07 5550 1234"/),
    ]);
    expect(reachFindings(COMPLETE_PRACTICE)).toEqual([]);
  });

  it("asks for the hours a listed phone is answered, and for who answers", () => {
    expect(reachFindings({ ...COMPLETE_PRACTICE, contactHours: null })).toEqual([
      expect.stringContaining("contactHours is not set"),
    ]);
    expect(reachFindings({ ...COMPLETE_PRACTICE, phone: null, contactHours: null })).toEqual([]);
    expect(reachFindings({ ...COMPLETE_PRACTICE, answeredBy: null })).toEqual([
      expect.stringContaining("answeredBy is not set"),
    ]);
  });

  it("asks the operator to confirm a booking link, and only when there is one", () => {
    const network = { trustProxy: 0, listensEverywhere: false, inContainer: false };
    const ids = (practice: typeof COMPLETE_PRACTICE) =>
      confirmationQuestions(practice, network).map((question) => question.id);
    expect(ids(COMPLETE_PRACTICE)).not.toContain("booking-service");
    const booking = confirmationQuestions(
      { ...COMPLETE_PRACTICE, bookingUrl: "https://book.harbourline.test/", bookingService: "Harbour Bookings" },
      network,
    );
    expect(booking.find((question) => question.id === "booking-service")?.ask).toContain(
      "https://book.harbourline.test/",
    );
  });
});
