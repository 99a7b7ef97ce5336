import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { cn } from '../ui/cn';

/** Page frame: sets the document title and gives a consistent heading. */
export function Page({
  title,
  intro,
  children,
  className,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} — FairReply`;
  }, [title]);
  return (
    <div className={cn('mx-auto px-4 py-6 sm:py-10', wide ? 'max-w-6xl' : 'max-w-4xl', className)}>
      <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
