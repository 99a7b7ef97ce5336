import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/Page';
import { buttonClasses } from '../../components/ui/Button';

/**
 * '/pro': the target of 'View Pro Features' on /features, so that button never leads to a 404. An honest
 * placeholder until the Pro services are built: it says they are not available and offers what is.
 */
export default function ProPage() {
  return (
    <Page
      title="AI Legal Shield Pro"
      intro="Automated email management and an administrator-in-fact service."
    >
      <div className="space-y-4 text-slate-700">
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Not available yet.</strong> The Pro services are still being built and cannot be bought or
          used today. Nothing on this page is charged.
        </p>
        <p>
          Everything else works now: upload a letter you received and FairReply drafts your reply on your
          statutory rights, with the date by which they must answer.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/upload" className={buttonClasses('default', 'lg')}>
            Start Free Analysis
          </Link>
          <Link to="/features" className={buttonClasses('outline', 'lg')}>
            Back to Features
          </Link>
        </div>
      </div>
    </Page>
  );
}
