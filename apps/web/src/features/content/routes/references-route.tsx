import { Navigate } from 'react-router';
import { ReferenceCard } from '../../../components/references/reference-card';
import { referenceStore } from '../../../components/references/reference-store';
import { useStore } from '../../../lib/store';

/** /references: the chosen reference's card; with nothing loaded it goes to / (docs/product/content-and-study.md §2). */
export default function ReferencesRoute() {
  const current = useStore(referenceStore);
  if (!current) return <Navigate to="/" replace />;
  return <ReferenceCard reference={current.reference} context={current.context} />;
}
