import type { Ref } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';
import { AUTHOR_MAX, type BlogFormErrors, type BlogFormValues, CONTENT_MAX, TITLE_MAX } from '../blog-rules';

interface BlogTextFieldsProps {
  values: BlogFormValues;
  errors: BlogFormErrors;
  disabled: boolean;
  onChange: (name: keyof BlogFormValues, value: string) => void;
  titleRef: Ref<HTMLInputElement>;
  contentRef: Ref<HTMLTextAreaElement>;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** Title, author and the story itself, with the story's running character count. */
export function BlogTextFields({
  values,
  errors,
  disabled,
  onChange,
  titleRef,
  contentRef,
}: BlogTextFieldsProps) {
  return (
    <>
      <Field id="blog-title" label="Title (required)" error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={titleRef}
            value={values.title}
            onChange={(e) => onChange('title', e.target.value)}
            maxLength={TITLE_MAX}
            required
            disabled={disabled}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field
        id="blog-author"
        label="Author"
        hint="Shown under the title. Left empty, the post shows “Unknown”."
        className="sm:max-w-md"
      >
        {(control) => (
          <input
            {...control}
            value={values.author}
            onChange={(e) => onChange('author', e.target.value)}
            maxLength={AUTHOR_MAX}
            placeholder="Umang team"
            autoComplete="off"
            disabled={disabled}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field
        id="blog-content"
        label="Story (required)"
        hint={`${count(values.content.length)} of ${count(CONTENT_MAX)} characters`}
        error={errors.content}
      >
        {(control) => (
          <textarea
            {...control}
            ref={contentRef}
            value={values.content}
            onChange={(e) => onChange('content', e.target.value)}
            maxLength={CONTENT_MAX}
            rows={12}
            required
            disabled={disabled}
            className={`${fieldControlClass} min-h-64 resize-y leading-relaxed`}
          />
        )}
      </Field>
    </>
  );
}
