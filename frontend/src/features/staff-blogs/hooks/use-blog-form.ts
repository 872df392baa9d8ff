import type { Blog } from '@umang/common';
import { type SubmitEvent, type RefObject, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { endedSession, errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { BLOG_MESSAGES, type BlogFormErrors, type BlogFormValues, checkBlogForm } from '../blog-rules';
import { useBlogUpload } from './use-blog-upload';
import { useMediaChoice } from './use-media-choice';

/** Answers about the file itself (bad field, too large, wrong type): shown next to the media field. */
const MEDIA_STATUSES = new Set([400, 413, 415]);

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The create / edit form's state: what was typed, the chosen file, the checks
 * before sending and the upload. A refusal keeps everything typed.
 */
export function useBlogForm(blog: Blog | undefined, onSaved: () => void) {
  const [values, setValues] = useState<BlogFormValues>({
    title: blog?.title ?? '',
    author: blog?.author ?? '',
    content: blog?.content ?? '',
  });
  const [errors, setErrors] = useState<Omit<BlogFormErrors, 'media'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const choice = useMediaChoice();
  const upload = useBlogUpload();
  // Where keyboard focus goes after a refused save, so staff land on what needs fixing.
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const mediaRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const refs = { titleRef, contentRef, mediaRef, submitRef, progressRef };

  const setValue = (name: keyof BlogFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The message goes once staff start fixing the field.
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  // After the re-render: the fields are disabled during the upload and cannot take focus before.
  const focusLater = (ref: RefObject<HTMLElement | null>) =>
    requestAnimationFrame(() => ref.current?.focus());

  const refuse = (err: unknown) => {
    if (isAbort(err)) {
      toast.info(BLOG_MESSAGES.cancelled);
      return focusLater(submitRef);
    }
    if (endedSession(err)) return;
    const message = errorMessage(err, { fallback: 'The post could not be saved. Please try again.' });
    showError(err, { message });
    if (err instanceof ApiRequestError && MEDIA_STATUSES.has(err.status)) {
      choice.setProblem(message);
      return focusLater(mediaRef);
    }
    setFormError(message);
    focusLater(submitRef);
  };

  const send = async () => {
    setFormError(null);
    try {
      await upload.upload({ id: blog?._id, values, media: choice.media?.file ?? null });
      toast.success(blog ? BLOG_MESSAGES.updated : BLOG_MESSAGES.published);
      onSaved();
    } catch (err) {
      refuse(err);
    }
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = checkBlogForm(values, Boolean(choice.media), !blog);
    const { media, ...fieldErrors } = found;
    setErrors(fieldErrors);
    if (media) choice.setProblem(media);
    const first = found.title ? 'title' : found.content ? 'content' : found.media ? 'media' : null;
    if (first) return { title: titleRef, content: contentRef, media: mediaRef }[first].current?.focus();
    choice.setProblem(null);
    // Focus would be lost when the Save button turns disabled: move it to the progress first.
    focusLater(progressRef);
    void send();
  };

  return { values, setValue, errors, formError, choice, upload, refs, submit };
}
