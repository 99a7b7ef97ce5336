/**
 * Email, first name and last name: the sign-in/sign-up fields of the login page and the landing page's sign-up
 * form. Email is required at browser level and, as the spec asks, the browser's refusal also shows the toast
 * 'Email required'.
 */
import type { Ref } from 'react';
import { Input } from './ui/Input';
import { Label } from './ui/Label';
import { toast } from './ui/Toast';

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

export const emptyPerson: Person = { email: '', firstName: '', lastName: '' };

export const trimPerson = (p: Person): Person => ({
  email: p.email.trim(),
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
});

export const emailRequired = () =>
  toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });

/** First and last name (both optional, as in the spec). */
export function NameFields({
  idPrefix,
  value,
  onChange,
  sideBySide = false,
  optionalNote = false,
  firstRef,
}: {
  idPrefix: string;
  value: Person;
  onChange: (p: Person) => void;
  sideBySide?: boolean;
  /** Email-link mode: the names only matter when the address is new. */
  optionalNote?: boolean;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const set = (field: keyof Person) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value });
  const note = optionalNote ? <span className="font-normal text-slate-500"> (new accounts only)</span> : null;
  return (
    <div className={sideBySide ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
      <div>
        <Label htmlFor={`${idPrefix}-first`}>First name{note}</Label>
        <Input
          id={`${idPrefix}-first`}
          ref={firstRef}
          autoComplete="given-name"
          value={value.firstName}
          onChange={set('firstName')}
        />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-last`}>Last name{note}</Label>
        <Input
          id={`${idPrefix}-last`}
          autoComplete="family-name"
          value={value.lastName}
          onChange={set('lastName')}
        />
      </div>
    </div>
  );
}

export function PersonFields({
  idPrefix,
  value,
  onChange,
  namesSideBySide = false,
  namesOptional = false,
}: {
  idPrefix: string;
  value: Person;
  onChange: (p: Person) => void;
  namesSideBySide?: boolean;
  namesOptional?: boolean;
}) {
  return (
    <>
      <div>
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          required
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          onInvalid={() => {
            if (!value.email.trim()) emailRequired();
          }}
        />
      </div>
      <NameFields
        idPrefix={idPrefix}
        value={value}
        onChange={onChange}
        sideBySide={namesSideBySide}
        optionalNote={namesOptional}
      />
    </>
  );
}
