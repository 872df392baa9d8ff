/**
 * The blog's preview rule. Its words are in the `blog` namespace
 * (src/locales/<language>/blog.json).
 */

/** A card previews the first 100 characters of the post. */
export const BLOG_PREVIEW_LENGTH = 100;

/** The first 100 characters of a post, with an ellipsis when there is more to read. */
export function blogPreview(content: string): string {
  if (content.length <= BLOG_PREVIEW_LENGTH) return content;
  return `${content.slice(0, BLOG_PREVIEW_LENGTH).trimEnd()}…`;
}
