import { useParams } from 'react-router';
import { ValidationPage } from '../public/validation-page';

// Loading a /validation/… address gets the light public entry (public.html); this route shows the
// same page when the app itself opens it (an in-app link, or the service worker's app page).
export default function ValidationRoute() {
  const { code = '' } = useParams();
  return <ValidationPage code={code} />;
}
