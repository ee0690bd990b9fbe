import { ComingSoon } from '../../../components/coming-soon';

// Placeholder until the accounts screens land (issue 3).
export default function Route() {
  return <ComingSoon />;
}
