import { ComingSoon } from '../../components/layout/ComingSoon';

export default function AiLawyerPage() {
  return (
    <ComingSoon title="AI Lawyer">
      A paid 10-minute consultation: upload a document, get an analysis, a strategy and a letter you can edit
      and download.
    </ComingSoon>
  );
}
