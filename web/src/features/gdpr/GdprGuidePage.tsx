import { Link } from 'react-router-dom';
import { Faq } from '../../components/Faq';
import { Page } from '../../components/layout/Page';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { BENEFITS, GUIDE_FAQ } from './guide-data';

export default function GdprGuidePage() {
  return (
    <Page
      title="GDPR Guide"
      intro="Your data-protection rights under UK GDPR and the Data Protection Act 2018, explained plainly — and how to use them."
      wide
    >
      <section className="rounded-lg bg-brand-50 p-6">
        <p className="text-lg text-slate-800">
          Every organisation that holds your personal data must tell you what it holds, correct it when it is
          wrong and stop using it when it has no lawful basis. A subject access request must be answered
          within one month.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/gdpr-challenge" className={buttonClasses('default', 'lg')}>
            Create a GDPR Challenge
          </Link>
          <Link to="/gdpr-dashboard" className={buttonClasses('outline', 'lg')}>
            View my GDPR Letters
          </Link>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mt-10">
        <h2 id="benefits-title" className="text-xl font-semibold">
          What your rights let you do
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((b) => (
            <Card key={b.title}>
              <CardHeader>
                <CardTitle as="h3">{b.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-slate-700">{b.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="guide-faq-title" className="mt-10 space-y-8">
        <h2 id="guide-faq-title" className="text-xl font-semibold">
          Questions by situation
        </h2>
        {GUIDE_FAQ.map((c, i) => (
          <div key={c.title}>
            <h3 className="mb-3 text-lg font-semibold">{c.title}</h3>
            <Faq items={c.items} idPrefix={`guide-${i}`} headingLevel="h4" />
          </div>
        ))}
      </section>

      <section className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/gdpr-challenge" className={buttonClasses('default', 'md')}>
          Start a GDPR challenge
        </Link>
        <Link to="/gdpr-dashboard" className={buttonClasses('outline', 'md')}>
          Go to GDPR Letters
        </Link>
      </section>
      <p className="mt-8 text-sm text-slate-600">
        Informational templates for educational purposes, not legal advice.
      </p>
    </Page>
  );
}
