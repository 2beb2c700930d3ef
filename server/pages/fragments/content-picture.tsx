import { preload } from "react-dom";
import type { ServedImage } from "../../collections/image-plan";

/**
 * A content image as the build made it: its modern sources (AVIF, then WebP) at the widths the build
 * made, for the browser to choose by `sizes` and the screen's density, and the fallback in the img,
 * whose width and height reserve its space. An image served as it is (SVG) is the img alone.
 */
export function ContentPicture({
  image,
  alt,
  sizes,
  className,
  priority,
}: {
  readonly image: ServedImage;
  readonly alt: string;
  readonly sizes: string;
  readonly className: string;
  /** "high": the page's largest paint, fetched at once; "lazy": fetched when scrolled near; "auto": the browser's choice. */
  readonly priority: "high" | "lazy" | "auto";
}) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      fetchPriority={priority === "high" ? "high" : undefined}
      loading={priority === "lazy" ? "lazy" : undefined}
      decoding="async"
    />
  );
  if (!image.sources || image.sources.length === 0) return img;
  // React preloads a high-priority img in the head, but not one inside a picture: the page's largest
  // paint is asked for as early as before, as the best format the browser takes (type filters).
  const [best] = image.sources;
  if (priority === "high" && best) {
    preload(best.srcset.split(" ")[0] ?? image.src, {
      as: "image",
      type: best.type,
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="content-picture">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
