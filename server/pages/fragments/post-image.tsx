import { IMAGE_SIZES } from "../../collections/image-plan";
import type { BlogImage } from "../../blog/post";
import { ContentPicture } from "./content-picture";

/**
 * A post's image, on its card and at the head of the post: its measured size reserves the space.
 * The first on a page is fetched at once (it is the largest paint); the rest wait until scrolled near.
 */
export function PostImage({
  image,
  className,
  first,
}: {
  readonly image: BlogImage;
  readonly className: string;
  readonly first: boolean;
}) {
  return (
    <ContentPicture
      image={image}
      alt={image.alt}
      sizes={IMAGE_SIZES.column}
      className={className}
      priority={first ? "high" : "lazy"}
    />
  );
}
