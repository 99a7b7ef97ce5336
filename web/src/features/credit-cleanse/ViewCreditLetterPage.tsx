import { ComingSoon } from '../../components/layout/ComingSoon';

export default function ViewCreditLetterPage() {
  return <ComingSoon title="Credit Cleansing Letter" />;
}
