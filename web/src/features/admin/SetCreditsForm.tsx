import type { AdminUserRow } from '@app/shared/api';
import { UNLIMITED_CREDITS } from '@app/shared/constants';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/Toast';

/**
 * Sets a user's credits to a number: grants N credits, or takes unlimited credits back ('Give Unlimited' was the
 * only control before). The number replaces the balance; it is not added to it, and the label says so.
 */
export function SetCreditsForm({
  user,
  onSet,
}: {
  user: AdminUserRow;
  onSet: (user: AdminUserRow, credits: number) => Promise<void>;
}) {
  const id = useId();
  const unlimited = user.credits >= UNLIMITED_CREDITS;
  const [value, setValue] = useState(unlimited ? '' : String(user.credits));
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n >= UNLIMITED_CREDITS) {
      toast({
        title: 'Error',
        description: `Enter a whole number of credits from 0 to ${UNLIMITED_CREDITS - 1}.`,
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await onSet(user, n);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <div>
        <Label htmlFor={id} className="text-xs">
          New balance<span className="sr-only"> for {user.email}</span>
        </Label>
        <Input
          id={id}
          type="number"
          min={0}
          inputMode="numeric"
          className="min-h-9 w-24 py-1"
          value={value}
          placeholder={unlimited ? 'Unlimited' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {unlimited ? 'Set (ends unlimited)' : 'Set'}
      </Button>
    </form>
  );
}
