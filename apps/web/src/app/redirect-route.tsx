import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { breadcrumbStore } from './breadcrumb-store';

/** /redirect/*: drops the last breadcrumb entry and replaces the route with the same path (docs/product/platform-accounts-subscription.md §2). */
export default function RedirectRoute() {
  const params = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    breadcrumbStore.set((t) => (t.length > 1 ? t.slice(0, -1) : t));
    const rest = params['*'] ?? '';
    navigate(`/${rest}${window.location.search}`, { replace: true });
  }, [params, navigate]);
  return null;
}
