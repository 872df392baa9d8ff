import { ConsolePage } from '@/components/layout/console-page';
import { EnquiryList } from '@/features/staff-enquiries/components/enquiry-list';

/** /admin/enquiries: what families wrote through the Contact page's form. */
export default function StaffEnquiriesPage() {
  return (
    <ConsolePage title="Enquiries" lead="Messages sent from the website's contact form, newest first.">
      <EnquiryList />
    </ConsolePage>
  );
}
