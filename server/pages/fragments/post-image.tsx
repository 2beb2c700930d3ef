import type { BlogImage } from "../../blog/post";

/**
 * A post's image, on its card and at the head of the post: its measured size reserves the space.
 * The first on a page is fetched at once (it is the largest paint); the rest wait until scrolled near.
 */
export function PostImage({ image, className, first }: { readonly image: BlogImage; readonly className: string; readonly first: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority={first ? "high" : undefined}
      loading={first ? undefined : "lazy"}
      decoding="async"
    />
  );
}
