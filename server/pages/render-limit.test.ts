import { describe, expect, it } from "vitest";
import { createRenderLimit, RenderBusyError } from "./render-limit";

describe("createRenderLimit", () => {
  it("runs at most `concurrent` renders, queues `waiting` more, and refuses the rest at once", async () => {
    const limit = createRenderLimit({ concurrent: 2, waiting: 1 });
    let active = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const render = () =>
      limit(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => gates.push(resolve));
        active -= 1;
        return "html";
      });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const accepted = [render(), render(), render()];
    await expect(render()).rejects.toBeInstanceOf(RenderBusyError);
    await tick();
    expect(gates).toHaveLength(2);
    gates.shift()!();
    await tick();
    // The queued render took the freed slot.
    expect(gates).toHaveLength(2);
    for (const open of gates.splice(0)) open();
    expect(await Promise.all(accepted)).toEqual(["html", "html", "html"]);
    expect(peak).toBe(2);
    // Once drained, renders run again.
    const after = render();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.shift()?.();
    await expect(after).resolves.toBe("html");
  });

  it("frees its slot when a render fails", async () => {
    const limit = createRenderLimit({ concurrent: 1, waiting: 0 });
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit(() => Promise.resolve("ok"))).resolves.toBe("ok");
  });
});
