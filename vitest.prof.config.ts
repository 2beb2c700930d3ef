import base from "./vitest.config";
const projects = (base.test!.projects as any[]).map((p) => p.test.name === "unit" ? { ...p, test: { ...p.test, setupFiles: [...p.test.setupFiles, "./prof-setup.ts"] } } : p);
export default { ...base, test: { ...base.test, projects } };
