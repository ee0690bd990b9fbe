import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { clearTarget } from './navigation/guard';
import { decodeShare } from './navigation/share-link';

/** /share/{encoded}: opens the shared page; a link that cannot be read clears any stored redirect. */
export default function ShareRoute() {
  const { encoded = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const target = decodeShare(encoded);
    if (target) navigate(target, { replace: true });
    else {
      clearTarget();
      navigate('/home', { replace: true });
    }
  }, [encoded, navigate]);
  return null;
}
