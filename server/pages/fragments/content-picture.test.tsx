import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, planImage } from "../../collections/image-plan";
import { ContentPicture } from "./content-picture";

const photo = planImage({
  src: "/images/blog/harbour.jpg",
  hash: "a".repeat(64),
  width: 4032,
  height: 3024,
  format: "jpeg",
  use: "post",
}).image;
const markup = (priority: "high" | "lazy" | "auto") =>
  renderToStaticMarkup(
    <ContentPicture
      image={photo}
      alt="The harbour at dawn"
      sizes={IMAGE_SIZES.column}
      className="post-card__image"
      priority={priority}
    />,
  );

describe("a content image on a page", () => {
  it("offers AVIF then WebP at each width made, with the sizes of its place, before the fallback img", () => {
    const html = markup("lazy");
    expect(html).toMatch(
      /^<picture class="content-picture"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]+" sizes="[^"]+"\/><img [^>]+\/><\/picture>$/,
    );
    const avif = /type="image\/avif" srcSet="([^"]+)"/.exec(html)?.[1];
    expect(avif?.split(", ")).toEqual(
      [360, 720, 1080, 1440].map((width) => `/assets/harbour-aaaaaaaaaaaa-${width}.avif ${width}w`),
    );
    expect(html).toContain(`sizes="${IMAGE_SIZES.column}"`);
  });

  it("keeps the img's width and height (no layout shift), its class, its description and how it is fetched", () => {
    const img = /<img [^>]+\/>/.exec(markup("high"))?.[0] ?? "";
    expect(img).toContain('class="post-card__image"');
    expect(img).toContain('src="/assets/harbour-aaaaaaaaaaaa-720.jpg"');
    expect(img).toContain('alt="The harbour at dawn"');
    expect(img).toContain('width="720" height="540"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain("loading=");
    expect(/<img [^>]+\/>/.exec(markup("lazy"))?.[0]).toContain('loading="lazy"');
    expect(/<img [^>]+\/>/.exec(markup("lazy"))?.[0]).not.toContain("fetchPriority");
  });

  it("is preloaded from the head as the best format, with its sizes, when it is the page's largest paint", () => {
    const [preload] = /<link rel="preload"[^>]*>/.exec(markup("high")) ?? [""];
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imageSrcSet="${photo.sources?.[0]?.srcset}"`);
    expect(preload).toContain(`imageSizes="${IMAGE_SIZES.column}"`);
    expect(preload).toContain('fetchPriority="high"');
    expect(markup("lazy")).not.toContain("<link");
  });

  it("is the img alone for an image served as it is (an SVG)", () => {
    const html = renderToStaticMarkup(
      <ContentPicture
        image={{ src: "/images/blog/drawing.svg", width: 1200, height: 630 }}
        alt="A drawing"
        sizes={IMAGE_SIZES.column}
        className="article__hero"
        priority="high"
      />,
    );
    expect(html).toMatch(
      /<img class="article__hero" src="\/images\/blog\/drawing.svg" alt="A drawing" width="1200" height="630" fetchPriority="high" decoding="async"\/>$/,
    );
    expect(html).not.toContain("<picture");
  });
});
