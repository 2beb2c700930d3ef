import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";

/**
 * The cost comparison promises that nothing a visitor enters is kept unless they send it with an
 * enquiry; its figures and a prefilled enquiry travel in the query string of pages rendered per
 * request. No log line may hold them.
 */
describe("query strings are not logged", () => {
  const { app, logs } = createTestApp();
  const MARK = "918273";

  it.each([
    ["/cost-comparison", `salary=${MARK}&budget=${MARK}`],
    ["/contact", `priority=Other&message=${MARK}`],
    ["/cost-comparison", `salary=not-a-number-${MARK}`],
  ])("%s?%s logs its path and no part of its query", async (path, query) => {
    const response = await request(app).get(`${path}?${query}`);
    expect(response.status).toBeLessThan(500);
    const id = String(response.headers["x-request-id"]);
    const lines = logs.filter((line) => JSON.stringify(line).includes(id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatchObject({ req: { id, url: path } });
    for (const line of logs) expect(JSON.stringify(line)).not.toContain(MARK);
  });
});
