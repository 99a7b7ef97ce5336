/**
 * Email, first name and last name: the sign-in/sign-up fields of the login page and the landing page's sign-up
 * form. Email is required at browser level and, as the spec asks, the browser's refusal also shows the toast
 * 'Email required'.
 */
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

export function PersonFields({
  idPrefix,
  value,
  onChange,
  namesSideBySide = false,
}: {
  idPrefix: string;
  value: Person;
  onChange: (p: Person) => void;
  namesSideBySide?: boolean;
}) {
  const set = (field: keyof Person) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value });
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
          onChange={set('email')}
          onInvalid={() => {
            if (!value.email.trim()) emailRequired();
          }}
        />
      </div>
      <div className={namesSideBySide ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
        <div>
          <Label htmlFor={`${idPrefix}-first`}>First name</Label>
          <Input
            id={`${idPrefix}-first`}
            autoComplete="given-name"
            value={value.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div>
          <Label htmlFor={`${idPrefix}-last`}>Last name</Label>
          <Input
            id={`${idPrefix}-last`}
            autoComplete="family-name"
            value={value.lastName}
            onChange={set('lastName')}
          />
        </div>
      </div>
    </>
  );
}
