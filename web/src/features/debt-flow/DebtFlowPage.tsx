import { ComingSoon } from '../../components/layout/ComingSoon';

export default function DebtFlowPage() {
  return (
    <ComingSoon title="Debt Defence Form">
      Generate a rebuttal from typed details when you have no letter to upload. Until then, use Upload Letter.
    </ComingSoon>
  );
}
