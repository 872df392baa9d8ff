import type { Blog } from '@umang/common';
import { mediaUrl } from '@/lib/media-url';

const frame = 'block aspect-video w-24 rounded-lg bg-primary-soft object-cover';

/**
 * A small 16:9 thumbnail for the list. Decorative (the title sits beside it);
 * a video shows its first frame, never plays, and is labelled "Video" in words.
 */
export function MediaThumb({ blog }: { blog: Pick<Blog, 'mediaUrl' | 'mediaType'> }) {
  const src = mediaUrl(blog.mediaUrl);
  if (blog.mediaType !== 'video') {
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        className={`${frame} shrink-0`}
      />
    );
  }
  return (
    <div className="relative w-24 shrink-0">
      <video src={src} preload="metadata" muted playsInline aria-hidden="true" className={frame} />
      <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded bg-ink/85 px-1.5 py-0.5 text-sm leading-none font-semibold text-white">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-2.5 fill-current">
          <path d="M2 1l9 5-9 5z" />
        </svg>
        Video
      </span>
    </div>
  );
}
