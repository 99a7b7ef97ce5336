import { useState } from 'react';
import { Faq } from '../../components/Faq';
import { Page } from '../../components/layout/Page';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { saveText } from '../../lib/download';
import { HELP_CATEGORIES, HELP_FAQ, QUICK_GUIDE_TEXT, type HelpCategory } from './faq-data';

export default function HelpPage() {
  const [category, setCategory] = useState<'All' | HelpCategory>('All');
  const items = category === 'All' ? HELP_FAQ : HELP_FAQ.filter((f) => f.category === category);

  return (
    <Page title="Help & FAQ" intro="Plain answers about your rights, our letters and what happens next." wide>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle as="h2">GDPR Quick Guide</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-slate-700">
              Your data-protection rights on one page: access, correction, erasure, and how to complain.
            </p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => saveText(QUICK_GUIDE_TEXT, 'gdpr-quick-guide.txt')}
            >
              Download the quick guide
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Legal Framework</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc pl-5 space-y-1 text-slate-700">
              <li>Consumer Credit Act 1974 ss.77–78</li>
              <li>Limitation Act 1980 s.5</li>
              <li>UK GDPR Articles 12–22 and the Data Protection Act 2018</li>
              <li>Pre-Action Protocol for Debt Claims</li>
              <li>FCA rules on disputed debts (CONC 7)</li>
              <li>Taking Control of Goods Regulations 2013</li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Response Times</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-1 text-slate-700">
              <div>
                <dt className="inline font-medium">Subject access request:</dt>{' '}
                <dd className="inline">one month (UK GDPR Art 12(3))</dd>
              </div>
              <div>
                <dt className="inline font-medium">Credit agreement (CCA s.77–78):</dt>{' '}
                <dd className="inline">12 working days + 2 for post</dd>
              </div>
              <div>
                <dt className="inline font-medium">Letter of Claim reply:</dt>{' '}
                <dd className="inline">30 days (Debt Pre-Action Protocol)</dd>
              </div>
              <div>
                <dt className="inline font-medium">Court claim form:</dt>{' '}
                <dd className="inline">14 days to respond</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold">
          Frequently asked questions
        </h2>
        <div role="group" aria-label="Filter questions by category" className="mt-4 flex flex-wrap gap-2">
          {(['All', ...HELP_CATEGORIES] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium',
                category === c
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {c}
            </button>
          ))}
        </div>
        <div className="mt-4">
          <Faq key={category} items={items} idPrefix="help" />
        </div>
      </section>

      <p className="mt-10 rounded-md bg-slate-100 p-4 text-sm text-slate-700">
        <strong>Disclaimer:</strong> FairReply provides administrative document templates for educational
        purposes only. It is not a law firm and does not give legal advice.
      </p>
    </Page>
  );
}
