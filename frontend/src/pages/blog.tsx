import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { BlogList } from '@/features/blog/components/blog-list';

/** /blog, the Wall of Honour. */
export default function BlogPage() {
  return (
    <>
      <PageMeta
        title="Wall of Honour"
        description="Small and big milestones of the children, families and staff at Umang, Sector 40 Gurugram: first words, first jobs, sports days and more."
      />
      <PageHeader eyebrow="Stories from Umang" title="Wall of Honour">
        <p>
          Every step forward here is earned with patience: a first word, a calm morning at school, a first
          salary, a parent who kept coming week after week. This is where we celebrate our children, their
          families and our staff.
        </p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <BlogList />
      </div>
    </>
  );
}
