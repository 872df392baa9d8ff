import type { Blog } from '@umang/common';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useBlogForm } from '../hooks/use-blog-form';
import { BlogTextFields } from './blog-text-fields';
import { MediaField } from './media-field';
import { UploadProgress } from './upload-progress';

interface BlogFormProps {
  /** The post being edited; none for a new one. */
  blog?: Blog;
  onClose: () => void;
  onSaved: () => void;
  /** Lets the screen lock the other posts' buttons: opening another form would stop the upload. */
  onUploadingChange: (uploading: boolean) => void;
}

const INTRO = {
  create:
    'A story of progress, shared with the family’s permission. It appears on the public Wall of Honour as soon as it is saved.',
  edit: 'Change what needs changing; everything else stays as it is.',
};

/** Write a new Wall of Honour story or change one, with its picture or video. */
export function BlogForm({ blog, onClose, onSaved, onUploadingChange }: BlogFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values, setValue, errors, formError, choice, upload, refs, submit } = useBlogForm(blog, onSaved);
  const { titleRef, contentRef, mediaRef, submitRef, progressRef } = refs;
  const busy = upload.uploading;

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => onUploadingChange(busy), [busy, onUploadingChange]);

  return (
    <section
      aria-labelledby="blog-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2
        id="blog-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink focus:outline-none sm:text-2xl"
      >
        {blog ? `Edit “${blog.title}”` : 'New post'}
      </h2>
      <p className="mt-1 text-base text-muted">{blog ? INTRO.edit : INTRO.create}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-6">
        <BlogTextFields
          values={values}
          errors={errors}
          disabled={busy}
          onChange={setValue}
          titleRef={titleRef}
          contentRef={contentRef}
        />
        <MediaField
          required={!blog}
          current={blog}
          chosen={choice.media}
          error={choice.problem ?? undefined}
          disabled={busy}
          onPick={choice.pick}
          inputRef={mediaRef}
        />
        {busy && <UploadProgress ref={progressRef} fraction={upload.progress} onCancel={upload.cancel} />}
        {formError && (
          <p role="alert" className="text-base font-medium text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <Button type="submit" disabled={busy} ref={submitRef}>
            {busy ? 'Saving…' : blog ? 'Save changes' : 'Publish post'}
          </Button>
          {!busy && (
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
