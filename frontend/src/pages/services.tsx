import { useParams } from 'react-router-dom';
import { ServicesView } from '@/features/services/components/services-view';

/** /services/:section. */
export default function ServicesPage() {
  const { section } = useParams();
  return <ServicesView section={section} />;
}
