import { ComingSoon } from './coming-soon';

export default function ComingSoonRoute() {
  return <ComingSoon />;
}
