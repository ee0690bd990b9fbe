import { createRoot } from 'react-dom/client';
import { PublicError, PublicPage } from './components/public/public-page';
import { SharedHandoutPage } from './features/handouts/public/shared-handout-page';
import { SharedPrescriptionPage } from './features/prescriptions/public/shared-prescription-page';
import { ValidationPage } from './features/prescriptions/public/validation-page';
import { matchPublicPath } from './public-paths';

// The second entry of the build (public.html): the pages opened without login from a link (the
// owner's handouts and prescription, the pharmacy's validation). No router, UI library or app shell:
// the first load stays within the 100 KB gzip an owner on mobile data should pay.

function page() {
  const match = matchPublicPath(window.location.pathname);
  switch (match?.page) {
    case 'handout':
      return <SharedHandoutPage shareId={match.shareId} handoutId={match.handoutId} />;
    case 'prescription':
      return <SharedPrescriptionPage token={match.token} />;
    case 'validation':
      return <ValidationPage code={match.code} />;
    default:
      return (
        <PublicPage title="Endereço não encontrado">
          <PublicError text="Endereço não encontrado." />
        </PublicPage>
      );
  }
}

const root = document.getElementById('root');
if (root) createRoot(root).render(page());
