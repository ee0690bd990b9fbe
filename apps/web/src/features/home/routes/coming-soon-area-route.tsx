import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { HOME_MENU } from '../home-menu';

/** /em-breve/:area: the honest page of a home area whose screens are not built yet. */
export default function ComingSoonAreaRoute() {
  const { area } = useParams();
  const entry = HOME_MENU.find((e) => e.id === area);
  return <ComingSoon resource={entry?.id ?? area ?? 'em-breve'} {...(entry ? { title: entry.label } : {})} />;
}
