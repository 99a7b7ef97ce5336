import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant =
  'default' | 'secondary' | 'destructive' | 'outline' | 'red' | 'orange' | 'green' | 'blue';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white border-transparent',
  secondary: 'bg-slate-200 text-slate-800 border-transparent',
  destructive: 'bg-red-700 text-white border-transparent',
  outline: 'border-slate-300 text-slate-800',
  red: 'bg-red-100 text-red-800 border-red-300',
  orange: 'bg-orange-100 text-orange-900 border-orange-300',
  green: 'bg-green-100 text-green-800 border-green-300',
  blue: 'bg-blue-100 text-blue-800 border-blue-300',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
