import type { Blog } from '@umang/common';
import type { ChangeEvent, Ref } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';
import { mediaUrl } from '@/lib/media-url';
import { formatMb, isVideoFile, MEDIA_ACCEPT, MEDIA_MAX_MB } from '../blog-rules';
import type { ChosenMedia } from '../hooks/use-media-choice';

interface MediaFieldProps {
  /** A new post must have a file; an edited one keeps its current media without one. */
  required: boolean;
  current?: Pick<Blog, 'title' | 'mediaUrl' | 'mediaType'>;
  chosen: ChosenMedia | null;
  error?: string;
  disabled?: boolean;
  /** Answers whether the file was kept. */
  onPick: (file: File | null) => boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const ID = 'blog-media';
const previewFrame = 'mt-2 aspect-video h-auto w-full max-w-md rounded-xl bg-slate-100 object-contain';

function Preview({ chosen }: { chosen: ChosenMedia }) {
  const { file, url } = chosen;
  return (
    <figure className="mt-4">
      <figcaption className="text-base break-words text-ink">
        Chosen: <span className="font-semibold">{file.name}</span> ({formatMb(file.size)}). It is sent when
        you save.
      </figcaption>
      {isVideoFile(file) ? (
        <video src={url} controls muted playsInline preload="metadata" className={previewFrame}>
          A preview of this video cannot be shown in this browser.
        </video>
      ) : (
        <img
          src={url}
          alt="Preview of the chosen picture"
          width={448}
          height={252}
          className={previewFrame}
        />
      )}
    </figure>
  );
}

function Current({ media }: { media: NonNullable<MediaFieldProps['current']> }) {
  const src = mediaUrl(media.mediaUrl);
  const isVideo = media.mediaType === 'video';
  return (
    <figure className="mt-4">
      <figcaption className="text-base text-ink">
        Current {isVideo ? 'video' : 'picture'}, kept unless you choose a new file.
      </figcaption>
      {isVideo ? (
        <video src={src} controls muted playsInline preload="metadata" className={previewFrame}>
          This video cannot be played in this browser.
        </video>
      ) : (
        <img
          src={src}
          alt={`Current picture of “${media.title}”`}
          width={448}
          height={252}
          className={previewFrame}
        />
      )}
    </figure>
  );
}

/** The post's picture or video: checked when chosen, previewed before anything is sent. */
export function MediaField({
  required,
  current,
  chosen,
  error,
  disabled,
  onPick,
  inputRef,
}: MediaFieldProps) {
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    // A refused file is cleared from the box, so the box never names a file that will not be sent.
    if (!onPick(event.target.files?.[0] ?? null)) event.target.value = '';
  };
  const hint =
    `A JPEG, PNG or WebP image, or an MP4 or WebM video, up to ${MEDIA_MAX_MB} MB.` +
    (required ? '' : ' Leave empty to keep the current one.');

  return (
    <div>
      <Field
        id={ID}
        label={required ? 'Picture or video (required)' : 'Picture or video'}
        hint={hint}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={MEDIA_ACCEPT}
            onChange={handle}
            disabled={disabled}
            className={`${fieldControlClass} cursor-pointer file:mr-4 file:cursor-pointer file:rounded-full file:border file:border-primary file:bg-white file:px-4 file:py-1.5 file:text-base file:font-semibold file:text-primary hover:file:bg-primary-soft`}
          />
        )}
      </Field>
      {chosen ? <Preview chosen={chosen} /> : current && <Current media={current} />}
    </div>
  );
}
