import { ComingSoon } from '../../components/layout/ComingSoon';

export default function EditCreditLetterPage() {
  return <ComingSoon title="Edit Credit Cleansing Letter" />;
}
