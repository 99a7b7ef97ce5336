import { ComingSoon } from '../../components/layout/ComingSoon';
import { RequireAuth } from '../../components/layout/RequireAuth';

export default function DebtFlowPage() {
  return (
    <RequireAuth signedOut="relogin">
      <ComingSoon title="Debt Defence Form">
        Generate a rebuttal from typed details when you have no letter to upload. Until then, use Upload
        Letter.
      </ComingSoon>
    </RequireAuth>
  );
}
