/**
 * /ai-lawyer (?session=): the paid ten-minute consultation (issue 13; part 1 §1–§3, §9). Without a paid consultation it
 * says what one gives and offers to buy one (created here, paid at /checkout?plan=consultation&consultation={id});
 * with one, the chat: disclaimer first, time left always in view, a warning at two minutes, documents, answers, the
 * letters it writes as cards opening /letter/{id}, and the transcript as a PDF once it has ended.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useConsultation, useConsultations } from '../../api/consultations';
import { PageLoader } from '../../components/layout/PageLoader';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { ConsultationChat } from './ConsultationChat';
import { ConsultationOffer } from './ConsultationOffer';

function AiLawyer() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = params.get('session');
  const list = useConsultations();
  const one = useConsultation(session);

  // Without ?session=, open the consultation still running (paid or active), if there is one.
  const open = list.data?.consultations.find((c) => c.status === 'paid' || c.status === 'active');
  useEffect(() => {
    if (!session && open) navigate(`/ai-lawyer?session=${open.id}`, { replace: true });
  }, [session, open, navigate]);

  if (session) {
    // Someone else's, or no such consultation (404): say so, and offer a new one.
    if (one.error) return <ConsultationOffer past={list.data?.consultations ?? []} notFound />;
    if (one.data === undefined) return <PageLoader />;
    if (!one.data) return <ConsultationOffer past={list.data?.consultations ?? []} />;
    if (one.data.status === 'unpaid')
      return <ConsultationOffer past={list.data?.consultations ?? []} waiting={one.data.id} />;
    return <ConsultationChat consultation={one.data} refresh={() => void one.mutate()} />;
  }
  if (list.isLoading || open) return <PageLoader />;
  return <ConsultationOffer past={list.data?.consultations ?? []} />;
}

export default function AiLawyerPage() {
  return (
    <RequireAuth>
      <AiLawyer />
    </RequireAuth>
  );
}
