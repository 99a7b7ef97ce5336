import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/Page';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';

// Each group's id is a fixed slug: an id built from a title with spaces would leave aria-labelledby pointing at
// nothing (an IDREF list splits on spaces), and the section without a name.
const GROUPS = [
  {
    id: 'features-analysis',
    title: 'Document analysis',
    items: [
      {
        title: 'OCR text recognition',
        text: '98%+ recognition accuracy on typed letters, scans and phone photos (PDF, JPG or PNG up to 10 MB).',
      },
      {
        title: 'Violation detection',
        text: 'Checks the letter against the rules that bind its sender — for example whether a debt Letter of Claim encloses the Reply Form and Information Sheet, or whether bailiff fees exceed the Fees Regulations.',
      },
      {
        title: 'Key facts extracted',
        text: 'Creditor, amount, account number, type of demand and where it sits in the sequence — 99% analysis accuracy.',
      },
    ],
  },
  {
    id: 'features-strategy',
    title: 'Strategy generation',
    items: [
      {
        title: 'Statutory challenge',
        text: 'Consumer Credit Act ss.77–78 requests, subject access requests under UK GDPR Article 15, Limitation Act checks and the Pre-Action Protocol for Debt Claims.',
      },
      {
        title: 'Three-letter sequence',
        text: 'Challenge and request for evidence; notice that the request went unanswered; final letter before escalation.',
      },
      {
        title: 'Standard, EDP-entity or Trust-law',
        text: 'Choose on whose behalf the letter is sent. The substance always stays the statutory challenge.',
      },
    ],
  },
  {
    id: 'features-processing',
    title: 'Automated processing',
    items: [
      {
        title: 'Typically 2–5 minutes',
        text: 'Your letter is processed in the background; the dashboard refreshes on its own.',
      },
      { title: 'PDF, Word and text', text: 'Download, edit, copy or email the letter.' },
      { title: 'Deadline tracking', text: 'See the date the reply is due and add it to your calendar.' },
    ],
  },
];

export default function FeaturesPage() {
  return (
    <Page title="Features" intro="What FairReply does with the letter you received." wide>
      <div className="space-y-10">
        {GROUPS.map((g) => (
          <section key={g.id} aria-labelledby={g.id}>
            <h2 id={g.id} className="text-xl font-semibold">
              {g.title}
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-3">
              {g.items.map((i) => (
                <Card key={i.title}>
                  <CardHeader>
                    <CardTitle as="h3">{i.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-slate-700">{i.text}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
          </section>
        ))}

        <section aria-labelledby="pro-title" className="rounded-lg border border-brand-100 bg-brand-50 p-6">
          <h2 id="pro-title" className="text-xl font-semibold">
            AI Legal Shield Pro
          </h2>
          <ul className="mt-3 list-disc pl-5 space-y-1 text-slate-800">
            <li>
              Automated email management: replies from creditors are filed against the right letter and
              deadline.
            </li>
            <li>
              Administrator-in-fact service: someone you authorise in writing handles the correspondence for
              you.
            </li>
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Neither service changes what you owe: they organise the correspondence. Your rights come from
            statute.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/upload" className={buttonClasses('default', 'lg')}>
              Start Free Analysis
            </Link>
            <Link to="/pro" className={buttonClasses('outline', 'lg')}>
              View Pro Features
            </Link>
          </div>
        </section>
      </div>
    </Page>
  );
}
