import type { Blog } from '@umang/common';
import { useRef, useState } from 'react';
import { ConsolePage } from '@/components/layout/console-page';
import { Button } from '@/components/ui/button';
import { useDeleteBlog } from '../hooks/use-delete-blog';
import { useStaffBlogs } from '../hooks/use-staff-blogs';
import { BlogForm } from './blog-form';
import { StaffBlogList } from './staff-blog-list';

/** Which form is open: none, a new post, or an existing one. */
type Editing = null | { blog?: Blog };

/** /admin/blogs: the Wall of Honour posts, and the form that writes or changes one. */
export function StaffBlogsScreen() {
  const list = useStaffBlogs();
  const [editing, setEditing] = useState<Editing>(null);
  const [uploading, setUploading] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { deleting, remove } = useDeleteBlog((blog) => {
    list.drop(blog._id);
    list.reload();
    listHeading.current?.focus();
  });

  const open = (next: NonNullable<Editing>) => {
    // Remembered so closing the form puts keyboard focus back where staff were.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setUploading(false);
    // After the re-render: the opener was disabled during the upload and cannot take focus before.
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
      else listHeading.current?.focus();
    });
  };
  const saved = () => {
    list.reload();
    close();
  };

  return (
    <ConsolePage
      title="Wall of Honour"
      lead="Stories shown on the public Wall of Honour, newest first."
      actions={
        <Button onClick={() => open({})} disabled={uploading}>
          New post
        </Button>
      }
    >
      <div className="space-y-10">
        {editing && (
          <BlogForm
            key={editing.blog?._id ?? 'new'}
            blog={editing.blog}
            onClose={close}
            onSaved={saved}
            onUploadingChange={setUploading}
          />
        )}
        <StaffBlogList
          blogs={list.blogs}
          status={list.status}
          error={list.error}
          busy={uploading}
          deleting={deleting}
          onRetry={list.retry}
          onEdit={(blog) => open({ blog })}
          onDelete={remove}
          headingRef={listHeading}
        />
      </div>
    </ConsolePage>
  );
}
