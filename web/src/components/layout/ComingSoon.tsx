import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/Button';
import { Card, CardContent } from '../ui/Card';
import { Page } from './Page';

/** Placeholder for screens that later issues build. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page title={title}>
      <Card>
        <CardContent className="pt-6">
          <p className="text-slate-700">Coming soon.</p>
          {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
          <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
            Back to Debt Letters
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}
