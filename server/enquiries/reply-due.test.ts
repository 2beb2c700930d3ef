import { describe, expect, it } from "vitest";
import { brisbaneDay, isBusinessDay, replyDueAt } from "./reply-due";

/** An instant given in Brisbane time (UTC+10). */
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe("replyDueAt: by 5 pm Brisbane time on the Nth business day after the day received", () => {
  it("skips Good Friday, the Easter weekend and Easter Monday for an enquiry on the Thursday before Easter", () => {
    expect(replyDueAt(brisbane("2026-04-02T10:00:00"), 1)).toEqual(brisbane("2026-04-07T17:00:00"));
    expect(replyDueAt(brisbane("2026-04-02T10:00:00"), 2)).toEqual(brisbane("2026-04-08T17:00:00"));
  });

  it("counts from the Brisbane day, not the UTC day: Thursday 11 pm UTC is already Friday in Brisbane", () => {
    // Thursday 1 January 2026 23:30 UTC is Friday 2 January 9:30 am in Brisbane; the next business day is Monday 5 January.
    expect(replyDueAt(new Date("2026-01-01T23:30:00Z"), 1)).toEqual(brisbane("2026-01-05T17:00:00"));
  });

  it("gives a Saturday enquiry until Monday 5 pm, or Tuesday when Monday is a public holiday", () => {
    expect(replyDueAt(brisbane("2026-02-07T14:00:00"), 1)).toEqual(brisbane("2026-02-09T17:00:00"));
    // Saturday 2 May 2026; Monday 4 May is Labour Day in Queensland.
    expect(replyDueAt(brisbane("2026-05-02T14:00:00"), 1)).toEqual(brisbane("2026-05-05T17:00:00"));
  });

  it("gives an enquiry received on a weekday until 5 pm the next business day, even one received after 5 pm", () => {
    expect(replyDueAt(brisbane("2026-02-09T08:00:00"), 1)).toEqual(brisbane("2026-02-10T17:00:00"));
    expect(replyDueAt(brisbane("2026-02-09T23:59:00"), 1)).toEqual(brisbane("2026-02-10T17:00:00"));
    expect(replyDueAt(brisbane("2026-02-13T16:00:00"), 3)).toEqual(brisbane("2026-02-18T17:00:00"));
  });

  it("keeps Christmas Eve a business day (its holiday starts at 6 pm) and skips Christmas, Boxing Day and its substitute", () => {
    expect(isBusinessDay("2026-12-24")).toBe(true);
    expect(replyDueAt(brisbane("2026-12-23T12:00:00"), 2)).toEqual(brisbane("2026-12-29T17:00:00"));
  });

  it("reads the Brisbane day of an instant", () => {
    expect(brisbaneDay(new Date("2026-04-02T14:00:00Z"))).toBe("2026-04-03");
    expect(brisbaneDay(new Date("2026-04-02T13:59:59Z"))).toBe("2026-04-02");
  });
});
