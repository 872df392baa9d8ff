import { useParams } from 'react-router-dom';
import { ServicesView } from '@/features/services/components/services-view';

/** /services/:section (spec §2 Services). */
export default function ServicesPage() {
  const { section } = useParams();
  return <ServicesView section={section} />;
}
