import { StaffBlogsScreen } from '@/features/staff-blogs/components/staff-blogs-screen';

/** /admin/blogs: staff publish, change and remove Wall of Honour stories. */
export default function StaffBlogsPage() {
  return <StaffBlogsScreen />;
}
