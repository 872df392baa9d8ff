/** The blog's fixed wording and limits. */
export const BLOG_MESSAGES = {
  listFailed: 'Failed to load blogs',
  postFailed: 'Failed to load blog',
  likeFailed: 'Login required or blog not found',
  /** Said by the like button to a visitor, who is never sent to the API to be refused. */
  likeNeedsLogin: 'Log in to like posts',
  empty: 'No Wall of Honour found',
} as const;

/** A card previews the first 100 characters of the post. */
export const BLOG_PREVIEW_LENGTH = 100;

/** The first 100 characters of a post, with an ellipsis when there is more to read. */
export function blogPreview(content: string): string {
  if (content.length <= BLOG_PREVIEW_LENGTH) return content;
  return `${content.slice(0, BLOG_PREVIEW_LENGTH).trimEnd()}…`;
}

/** "1 Like", otherwise "N Likes". */
export const likesLabel = (count: number): string => `${count} ${count === 1 ? 'Like' : 'Likes'}`;
