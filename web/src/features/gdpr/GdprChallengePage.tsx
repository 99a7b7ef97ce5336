import { ComingSoon } from '../../components/layout/ComingSoon';

export default function GdprChallengePage() {
  return (
    <ComingSoon title="GDPR Challenge Generator">
      A guided six-step form that produces a data-protection challenge letter.
    </ComingSoon>
  );
}
