/** What the server accepts for a post's picture or video (checked again there by the file's bytes). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/webm';
const MEDIA_TYPES = new Set(MEDIA_ACCEPT.split(','));

export const MEDIA_MAX_MB = 50;
const MB = 1024 * 1024;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * MB;

/** The server's limits (backend/src/blogs/dto/create-blog.dto.ts). */
export const TITLE_MAX = 200;
export const AUTHOR_MAX = 100;
export const CONTENT_MAX = 20_000;

/** How many characters of a story the list shows. */
export const EXCERPT_LENGTH = 120;

export const BLOG_MESSAGES = {
  wrongType: 'Please choose a JPEG, PNG or WebP image, or an MP4 or WebM video.',
  tooLarge: `The file is larger than ${MEDIA_MAX_MB} MB.`,
  titleMissing: 'Please give the post a title.',
  titleTooLong: `Please keep the title to ${TITLE_MAX} characters or fewer.`,
  contentMissing: 'Please write the story before publishing.',
  contentTooLong: `Please keep the story to ${CONTENT_MAX.toLocaleString('en-IN')} characters or fewer.`,
  mediaMissing: 'Please choose a picture or a video for this post.',
  published: 'Post published',
  updated: 'Post updated',
  cancelled: 'Upload cancelled. Nothing was saved.',
} as const;

/** `52428800` → `50 MB`, `1234567` → `1.2 MB`. */
export function formatMb(bytes: number): string {
  const mb = bytes / MB;
  if (mb < 0.1) return 'under 0.1 MB';
  const digits = mb >= 10 || Number.isInteger(mb) ? 0 : 1;
  return `${mb.toFixed(digits)} MB`;
}

export const isVideoFile = (file: File): boolean => file.type.startsWith('video/');

/** Why a chosen file cannot be uploaded, or null when it may be sent. Type first: a wrong file of any size is wrong. */
export function mediaProblem(file: File): string | null {
  if (!MEDIA_TYPES.has(file.type)) return BLOG_MESSAGES.wrongType;
  if (file.size > MEDIA_MAX_BYTES) return `${BLOG_MESSAGES.tooLarge} This one is ${formatMb(file.size)}.`;
  return null;
}

export interface BlogFormValues {
  title: string;
  author: string;
  content: string;
}

export type BlogFormErrors = Partial<Record<keyof BlogFormValues | 'media', string>>;

/** The form's own checks before anything is sent; `needsMedia` on a new post only. */
export function checkBlogForm(
  values: BlogFormValues,
  hasMedia: boolean,
  needsMedia: boolean,
): BlogFormErrors {
  const errors: BlogFormErrors = {};
  const title = values.title.trim();
  const content = values.content.trim();
  if (!title) errors.title = BLOG_MESSAGES.titleMissing;
  else if (title.length > TITLE_MAX) errors.title = BLOG_MESSAGES.titleTooLong;
  if (!content) errors.content = BLOG_MESSAGES.contentMissing;
  else if (content.length > CONTENT_MAX) errors.content = BLOG_MESSAGES.contentTooLong;
  if (needsMedia && !hasMedia) errors.media = BLOG_MESSAGES.mediaMissing;
  return errors;
}

/** The start of a story for the list, cut at a word so it never ends mid-word. */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
