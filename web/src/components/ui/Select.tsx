import type { SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './Input';

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClasses, 'min-h-11', className)} {...props} />;
}
