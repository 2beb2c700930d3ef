// `npm start`: serve the built site, building first when dist/ is missing.
process.env.NODE_ENV ??= "production";

const { build, isBuilt } = await import("./build.mjs");
if (!isBuilt()) {
  console.error("dist/ is missing: building the site first");
  await build().catch((error) => {
    if (error.name !== "IdentityError" && error.name !== "PracticeFileError") throw error;
    console.error(error.message);
    process.exit(1);
  });
}
await import("../dist/server/index.js");
