import { useParams } from 'react-router';
import { SharedHandoutPage } from '../public/shared-handout-page';

// Loading a /shared/handouts/… address gets the light public entry (public.html); this route shows
// the same page when the app itself opens it (an in-app link, or the service worker's app page).
export default function SharedHandoutRoute() {
  const { shareId = '', handoutId = '' } = useParams();
  return <SharedHandoutPage shareId={shareId} handoutId={handoutId} />;
}
