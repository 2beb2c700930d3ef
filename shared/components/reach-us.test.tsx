import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseMarkup } from "../../test/support/parse-markup";
import { PRACTICE } from "../content/practice";
import { reachDetails, REACH_COPY } from "../content/reach";
import { ReachUs } from "./reach-us";

const booked = reachDetails({
  ...PRACTICE,
  bookingUrl: "https://book.example.net/first-call",
  bookingService: "Example Bookings",
});
const rendered = (element: React.ReactElement) => parseMarkup(renderToStaticMarkup(element));

describe("ReachUs", () => {
  it('links "Book the first call" to the booking page where asked, as an ordinary link', () => {
    const link = rendered(<ReachUs details={booked} withBooking />).querySelector(".reach__booking a");
    expect(link?.textContent).toBe(REACH_COPY.booking);
    expect(link?.getAttribute("href")).toBe("https://book.example.net/first-call");
    expect(link?.hasAttribute("target")).toBe(false);
  });

  it("leaves the booking link out where not asked (the footer, /about) and when there is no booking page", () => {
    expect(rendered(<ReachUs details={booked} />).querySelector(".reach__booking")).toBeNull();
    expect(
      rendered(<ReachUs details={reachDetails({ ...PRACTICE, bookingUrl: null })} withBooking />).querySelector(
        ".reach__booking",
      ),
    ).toBeNull();
  });

  it("shows the email alone when there is no phone", () => {
    const document = rendered(<ReachUs details={reachDetails({ ...PRACTICE, phone: null })} />);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')?.textContent).toBe(PRACTICE.enquiriesEmail);
  });
});
