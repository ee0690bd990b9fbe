import { useParams } from 'react-router';
import { SharedPrescriptionPage } from '../public/shared-prescription-page';

// Loading a /shared/… address gets the light public entry (public.html); this route shows the same
// page when the app itself opens it (an in-app link, or the service worker's app page).
export default function SharedRoute() {
  const { token = '' } = useParams();
  return <SharedPrescriptionPage token={token} />;
}
