import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

export const fieldClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-slate-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClasses, 'min-h-11', className)} {...props} />;
});
