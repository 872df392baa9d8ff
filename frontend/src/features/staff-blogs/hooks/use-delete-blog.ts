import type { Blog } from '@umang/common';
import { useState } from 'react';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { deleteBlog } from '../api/delete-blog';

/** Deletes one post after it was confirmed; `onDeleted` runs only when the server agreed. */
export function useDeleteBlog(onDeleted: (blog: Blog) => void) {
  const [deleting, setDeleting] = useState(false);

  const remove = async (blog: Blog): Promise<boolean> => {
    setDeleting(true);
    try {
      toast.success(await deleteBlog(blog._id));
      onDeleted(blog);
      return true;
    } catch (err) {
      showError(err, { fallback: 'The post could not be deleted. Please try again.' });
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { deleting, remove };
}
