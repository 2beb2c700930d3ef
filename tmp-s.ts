import { renderShareImage } from "./scripts/build/share-image";
import { createHash } from "node:crypto";
const t = performance.now();
for (const brand of ["Harbourline Counsel", "Quayside Counsel"]) {
  const png = await renderShareImage({ brand, title: "Same title", subtitle: "Its excerpt", meta: "General information" });
  console.log(brand, png.length, createHash("sha256").update(png).digest("hex").slice(0, 16));
}
console.log("ms per image", ((performance.now() - t) / 2).toFixed(0));
