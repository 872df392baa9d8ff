import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { GroupPhotos } from '@/features/internship/components/group-photos';
import { InternTestimonials } from '@/features/internship/components/intern-testimonials';
import { InternVideo } from '@/features/internship/components/intern-video';
import { StudentBenefitsCard } from '@/features/internship/components/student-benefits-card';

/** /internship. */
export default function InternshipPage() {
  return (
    <>
      <PageMeta
        title="Summer Internship in Clinical Psychology"
        description="A supervised summer internship for BA, BSc, MA and MSc Psychology students: case observation, psychometric tools and training in ICD-11, DSM-5, CBT, DBT and ABA."
      />
      <PageHeader eyebrow="Internships" title="Summer Internship Program in Clinical Psychology">
        <p>
          Spend your summer break learning inside a working child and mental-health centre. You will observe
          real cases, practise with assessment tools and learn from a team that enjoys teaching.
        </p>
      </PageHeader>
      <div className="mt-10">
        <GroupPhotos />
      </div>
      <div className="mt-16 grid items-start gap-10 sm:mt-20 lg:grid-cols-2 lg:gap-12">
        <StudentBenefitsCard />
        <section aria-labelledby="intern-video">
          <SectionHeading id="intern-video" title="See an intern’s day" className="mb-6">
            A short, silent clip of a typical day with us. Press play whenever you are ready.
          </SectionHeading>
          <InternVideo />
        </section>
      </div>
      <section aria-labelledby="intern-voices" className="mt-16 sm:mt-20">
        <SectionHeading id="intern-voices" title="What our interns say" />
        <InternTestimonials />
      </section>
    </>
  );
}
