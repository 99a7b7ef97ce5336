import { ComingSoon } from '../../components/layout/ComingSoon';

export default function GdprDashboardPage() {
  return <ComingSoon title="GDPR Challenge Letters" />;
}
