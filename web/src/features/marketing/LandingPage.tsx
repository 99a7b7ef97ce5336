import { formatPence, PLANS } from '@app/shared/plans';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLogin } from '../../api/auth';
import { serverMessage } from '../../api/client';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';
import {
  emailRequired,
  emptyPerson,
  PersonFields,
  trimPerson,
  type Person,
} from '../../components/PersonFields';

const STEPS = [
  {
    title: 'Upload your letter',
    text: 'Take a photo or upload the PDF of the demand, parking charge, council tax reminder or bailiff notice you received.',
  },
  {
    title: 'We read it',
    text: 'Text recognition and AI analysis pick out the sender, the amount, the account number and what kind of demand it is.',
  },
  {
    title: 'Your reply is drafted',
    text: 'A clear letter is written on your statutory rights — for example a Consumer Credit Act s.78 request or a subject access request.',
  },
  {
    title: 'Send it and track the deadline',
    text: 'Download it as PDF or Word, send it, and we show the date by which they must reply and what to do next.',
  },
];

const FEATURES = [
  {
    title: 'Professional Legal AI Technology',
    text: 'Letters cite real UK law from a checked catalogue — never invented statutes or cases.',
  },
  {
    title: '98%+ recognition accuracy',
    text: 'Text recognition reads typed letters, scans and phone photos.',
  },
  {
    title: '99% analysis accuracy',
    text: 'The sender, amount and reference are picked out so you do not have to retype them.',
  },
  {
    title: 'Typically 2–5 minutes',
    text: 'Processing runs in the background; your dashboard updates on its own.',
  },
  {
    title: 'Three-step sequence',
    text: 'Challenge, then estoppel notice, then a final letter before escalation to the ombudsman, the ICO or the court.',
  },
  {
    title: 'Deadline tracking',
    text: 'Every letter comes with the date the reply is due, and a calendar file so you do not miss it.',
  },
];

export default function LandingPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [person, setPerson] = useState<Person>(emptyPerson);
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const plan = PLANS.single;

  useEffect(() => {
    document.title = 'FairReply — challenge debt letters with your statutory rights';
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const input = trimPerson(person);
    if (!input.email) return emailRequired();
    setBusy(true);
    try {
      const res = await login(input);
      if ('sent' in res) {
        setSentMessage(res.message);
      } else {
        toast({
          title: 'Welcome!',
          description: 'Successfully logged in to the product',
          variant: 'success',
        });
        navigate('/dashboard');
      }
    } catch (err) {
      toast({
        title: 'Login failed',
        description: serverMessage(err) ?? 'Please try again later',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Professional Legal AI Technology
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold leading-tight text-slate-900 sm:text-5xl">
            Got a letter demanding money? Reply with your real rights.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Upload a debt letter, parking charge, council tax reminder or bailiff notice. In minutes you get a
            clear, correct reply that uses UK law — the Consumer Credit Act, the Limitation Act, UK GDPR — and
            tells you what happens next and by when.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/login" className={buttonClasses('default', 'lg')}>
              Generate Your GDPR Letter Now
            </Link>
            <a href="#how-it-works" className={buttonClasses('outline', 'lg')}>
              How it works
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">1 free credit when you sign up. No subscription.</p>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="how-title" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <CardHeader>
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <CardTitle as="h3">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-slate-700">{s.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="features-title" className="text-2xl font-bold">
            Features
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold">{f.title}</h3>
                <p className="mt-1 text-slate-700">{f.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            Letters can be sent on the Standard, EDP-entity or Trust-law strategy; whichever you choose, the
            challenge itself rests on statute.{' '}
            <Link className="underline" to="/features">
              See all features
            </Link>
            .
          </p>
        </div>
      </section>

      <section
        aria-labelledby="pricing-title"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-2"
      >
        <div>
          <h2 id="pricing-title" className="text-2xl font-bold">
            Pricing
          </h2>
          <p className="mt-2 text-slate-700">Pay per letter. No subscription, no hidden fees.</p>
          <Card className="mt-6 max-w-md">
            <CardHeader>
              <div className="flex items-start justify-between gap-2">
                <CardTitle as="h3">{plan.name}</CardTitle>
                {plan.popular ? <Badge>Most Popular</Badge> : null}
              </div>
              <CardDescription>Single letter</CardDescription>
              <p className="mt-2 text-4xl font-bold">
                {formatPence(plan.pricePence)}
                <span className="text-base font-normal text-slate-600"> per letter (1 credit)</span>
              </p>
            </CardHeader>
            <CardContent>
              <ul className="list-disc pl-5 space-y-1 text-slate-700">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Link to="/checkout?plan=single" className={buttonClasses('default', 'md', 'mt-6 w-full')}>
                Buy a single letter — {formatPence(plan.pricePence).replace('.00', '')}
              </Link>
            </CardContent>
          </Card>
        </div>

        <div>
          <h2 className="text-2xl font-bold" id="signup-title">
            Sign up free
          </h2>
          <Card className="mt-6">
            <CardContent className="pt-6">
              {sentMessage ? (
                <p role="status" className="text-slate-800">
                  {sentMessage || 'Check your inbox for a sign-in link.'}
                </p>
              ) : (
                <form
                  onSubmit={onSubmit}
                  aria-labelledby="signup-title"
                  className="space-y-4"
                  noValidate={false}
                >
                  <PersonFields idPrefix="signup" value={person} onChange={setPerson} namesSideBySide />
                  <Button type="submit" size="lg" className="w-full" disabled={busy}>
                    {busy ? 'Signing up…' : 'Get Started - 1 Free Credit'}
                  </Button>
                </form>
              )}
            </CardContent>
          </Card>
        </div>
      </section>
    </div>
  );
}
