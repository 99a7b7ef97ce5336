import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '@app/shared/constants';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}
interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time (part 1 §9): a new toast replaces the current one. */
let current: ToastState | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  current = { ...input, id: ++seq, open: true };
  emit();
}

export function dismissToast(): void {
  if (current) {
    current = { ...current, open: false };
    emit();
  }
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToastState(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

export function Toaster() {
  const t = useToastState();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {t ? (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? TOAST_DURATION_MS}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variantClasses[t.variant ?? 'default'],
          )}
        >
          <div className="flex flex-col gap-1">
            <RadixToast.Title className="font-semibold">{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className="text-sm">{t.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded p-1 hover:bg-black/5"
          >
            <span aria-hidden="true">✕</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
