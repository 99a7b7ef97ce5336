import { ComingSoon } from '../../components/layout/ComingSoon';

export default function CreditCleansePage() {
  return (
    <ComingSoon title="Credit File Cleansing">
      Letters to Equifax, Experian and TransUnion asking them to correct or remove inaccurate entries.
    </ComingSoon>
  );
}
