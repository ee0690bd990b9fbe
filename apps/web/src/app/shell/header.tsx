import { IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { PatientContextChip } from '../../components/patient-context-chip';
import { lazyDialog } from '../../lib/lazy-dialog';
import { newsScreenStore } from '../../lib/news-screen';
import { useStore } from '../../lib/store';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The news screen (not a route) hangs off the header, which every signed-in page has: loaded when
// first opened, then kept mounted (closing animation, the list kept between openings).
const NewsScreen = lazy(() => import('../../features/news/components/news-screen'));
const UserMenu = lazyDialog(() => import('./user-menu'));
const AboutDialog = lazyDialog(() => import('./about-dialog'));

/** Header: the logo returns home; the patient chip sets the patient of the dose cards; the user button opens the user menu sheet. */
export function Header() {
  const [menu, setMenu] = useState(false);
  const [about, setAbout] = useState(false);
  const news = useStore(newsScreenStore);
  const newsMounted = useOpenedOnce(news.open);
  return (
    // Plain elements with the app's CSS (styles.css, .app-header): on every signed-in page.
    <header className="app-header">
      <div className="app-header-bar">
        <Link to="/home" aria-label="Vetor — ir para o início" className="app-header-home">
          <Logo size={30} inverted />
        </Link>
        <div className="app-header-end">
          <PatientContextChip />
          <button
            type="button"
            className="app-header-user"
            aria-label="Abrir menu do usuário"
            onClick={() => setMenu(true)}
            data-testid="user-button"
          >
            <IconUserCircle size={30} color="white" aria-hidden="true" />
          </button>
        </div>
      </div>
      {newsMounted && (
        <Suspense fallback={null}>
          <NewsScreen />
        </Suspense>
      )}
      <UserMenu opened={menu} onClose={() => setMenu(false)} onAbout={() => setAbout(true)} />
      <AboutDialog opened={about} onClose={() => setAbout(false)} />
    </header>
  );
}
