/**
 * Editing a credit-file letter (part 2 §2): a large text area with character and word counts, a preview, Save
 * Changes ('Saving...'), a text download named after the agency and the user, and Cancel / Back to Letter View.
 * Routes: /edit-credit-letter?id= and /edit-credit-letter/{id}.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isStatus, serverMessage } from '../../api/client';
import { saveCreditLetterContent, useCreditLetter } from '../../api/credit-letters';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { saveText } from '../../lib/download';
import { agencyName, creditTextFileName, letterIdFrom, wordCount } from './letter-meta';
import { LetterNotFound, PleaseLogIn } from './ViewCreditLetterPage';

export const EMPTY_CONTENT = 'Letter content cannot be empty';

function Loading() {
  return (
    <Page title="Edit Letter">
      <p role="status">Loading letter...</p>
    </Page>
  );
}

function Edit({ id }: { id: string }) {
  const ids = useId();
  const navigate = useNavigate();
  const { letter, error, isLoading, mutate } = useCreditLetter(id);
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // The working copy starts from the stored text once it has loaded.
  useEffect(() => {
    if (letter && text === null) setText(letter.letterContent);
  }, [letter, text]);

  if (isLoading) return <Loading />;
  if (error && (isStatus(error, 404) || isStatus(error, 400))) return <LetterNotFound editing />;
  if (error || !letter)
    return (
      <Page title="Edit Letter">
        <p role="alert">Failed to load letter data.</p>
      </Page>
    );

  const content = text ?? letter.letterContent;
  const agency = agencyName(letter.creditAgency);
  const viewUrl = `/view-credit-letter?id=${encodeURIComponent(letter.id)}`;

  const save = async () => {
    if (!content.trim()) {
      setProblem(EMPTY_CONTENT);
      toast({ title: 'Save Failed', description: EMPTY_CONTENT, variant: 'destructive' });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await saveCreditLetterContent(letter.id, content);
      await mutate();
      toast({ title: 'Letter Updated', description: 'Your changes have been saved.', variant: 'success' });
      navigate(viewUrl);
    } catch (err) {
      toast({
        title: 'Save Failed',
        description: serverMessage(err) ?? 'Failed to save changes',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={`Edit Letter to ${agency} — ${letter.userName}`}>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button
          variant="outline"
          disabled={!content.trim()}
          onClick={() => saveText(content, creditTextFileName(letter.creditAgency, letter.userName))}
        >
          Download
        </Button>
        <Link to={viewUrl} className={buttonClasses('ghost')}>
          Cancel
        </Link>
        <Link to={viewUrl} className={buttonClasses('link')}>
          Back to Letter View
        </Link>
      </div>

      <Label htmlFor={`${ids}-text`}>Letter text</Label>
      <Textarea
        id={`${ids}-text`}
        value={content}
        onChange={(e) => setText(e.target.value)}
        className="min-h-[600px] font-mono text-sm"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${ids}-counts${problem ? ` ${ids}-problem` : ''}`}
      />
      <p id={`${ids}-counts`} className="mt-1 text-right text-sm text-slate-600" aria-live="polite">
        {content.length} characters · {wordCount(content)} words
      </p>
      {problem ? (
        <p id={`${ids}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}

      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">Letter Preview</CardTitle>
        </CardHeader>
        <CardContent>
          {content.trim() ? (
            <pre
              className="whitespace-pre-wrap font-sans text-sm leading-relaxed"
              data-testid="letter-preview"
            >
              {content}
            </pre>
          ) : (
            <p className="text-slate-600">No content to preview</p>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

export default function EditCreditLetterPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { user, isLoading } = useUser();
  const id = letterIdFrom(params, search);
  if (isLoading) return <Loading />;
  if (!user) return <PleaseLogIn what="edit" />;
  if (!id) return <LetterNotFound editing />;
  return <Edit id={id} />;
}
