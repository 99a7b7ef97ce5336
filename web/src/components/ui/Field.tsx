import type { ReactNode } from 'react';
import { Label } from './Label';

/** A form control under its label: `id` is the control's, so the label names it for screen readers. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
