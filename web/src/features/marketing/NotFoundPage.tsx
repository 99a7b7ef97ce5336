import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/Button';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found — FairReply';
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('default', 'md', 'mt-6')}>
        Go to the home page
      </Link>
    </div>
  );
}
