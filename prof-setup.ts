import { Session } from "node:inspector/promises";
import { writeFileSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
const g = globalThis as any;
beforeAll(async () => {
  g.__profSession ??= new Session();
  const s: Session = g.__profSession;
  if (!g.__profConnected) { s.connect(); g.__profConnected = true; await s.post("Profiler.enable"); await s.post("Profiler.setSamplingInterval", { interval: 500 }); }
  await s.post("Profiler.start");
});
afterAll(async () => {
  const s: Session = g.__profSession;
  const { profile } = await s.post("Profiler.stop");
  mkdirSync("/work/runs/uprof2", { recursive: true });
  g.__profN = (g.__profN ?? 0) + 1;
  writeFileSync(`/work/runs/uprof2/${process.pid}-${g.__profN}.cpuprofile`, JSON.stringify(profile));
});
