import { Link } from 'react-router-dom';

export const SITE_DISCLAIMER =
  'FairReply provides administrative document templates for educational purposes only. The content is informational and is not legal advice. If you are unsure of your position, speak to a free debt adviser (StepChange, National Debtline or Citizens Advice) or a solicitor.';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-slate-600 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">FairReply</p>
          <p className="mt-1">Clear letters that use your real UK statutory rights.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-1">
          <Link className="hover:underline" to="/help">
            Help &amp; FAQ
          </Link>
          <Link className="hover:underline" to="/gdpr-faq">
            GDPR Guide
          </Link>
          <Link className="hover:underline" to="/features">
            Features
          </Link>
        </nav>
        <p className="sm:col-span-1" data-testid="footer-disclaimer">
          <strong>Disclaimer:</strong> {SITE_DISCLAIMER}
        </p>
      </div>
    </footer>
  );
}
