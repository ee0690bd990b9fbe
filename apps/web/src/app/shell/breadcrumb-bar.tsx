import { Fragment } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../lib/store';
import { breadcrumbStore } from '../breadcrumb-store';

/** The trail above every page but the home: plain elements with the app's CSS (styles.css, .crumbs). */
export function BreadcrumbBar() {
  const trail = useStore(breadcrumbStore);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Você está em" className="crumbs">
      {trail.map((c, i) => (
        <Fragment key={c.path}>
          {i > 0 && (
            <span className="crumbs-separator" aria-hidden="true">
              ›
            </span>
          )}
          {i === trail.length - 1 ? (
            <span className="crumbs-current" aria-current="page">
              {c.title}
            </span>
          ) : (
            <Link to={c.path} className="crumbs-link">
              {c.title}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
