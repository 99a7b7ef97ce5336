import { ComingSoon } from '../../components/layout/ComingSoon';

export default function IcoComplaintsPage() {
  return (
    <ComingSoon title="ICO Complaints">
      Generate a complaint to the Information Commissioner's Office when an organisation has not dealt
      properly with your data-protection request.
    </ComingSoon>
  );
}
