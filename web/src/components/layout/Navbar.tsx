import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '../../api/auth';
import { useUser } from '../../api/user';
import { formatCredits } from '../../lib/format';
import { Button, buttonClasses } from '../ui/Button';
import { cn } from '../ui/cn';
import { toast } from '../ui/Toast';

interface NavItem {
  to: string;
  label: string;
}

const PUBLIC_LINKS: NavItem[] = [
  { to: '/help', label: 'Help & FAQ' },
  { to: '/gdpr-faq', label: 'GDPR Guide' },
];

/** The account's own data (export, deletion): beside the credits and Logout on desktop, in the menu on mobile. */
const YOUR_DATA: NavItem = { to: '/your-data', label: 'Your data' };

/** Part 1 §2: desktop has Credit Cleanse; the mobile menu drops it and adds AI Lawyer. */
function signedInLinks(isAdmin: boolean, mobile: boolean): NavItem[] {
  const items: NavItem[] = [{ to: '/dashboard', label: 'Debt Letters' }];
  if (!mobile) items.push({ to: '/credit-cleanse', label: 'Credit Cleanse' });
  items.push(
    { to: '/gdpr-challenge', label: 'GDPR Challenge' },
    { to: '/gdpr-dashboard', label: 'GDPR Letters' },
    { to: '/ico-complaints', label: 'ICO Complaints' },
  );
  if (mobile) items.push({ to: '/ai-lawyer', label: 'AI Lawyer' }, YOUR_DATA);
  if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium hover:bg-slate-100',
    isActive ? 'text-brand-700 underline underline-offset-4' : 'text-slate-700',
  );

export function Navbar() {
  const { user } = useUser();
  const doLogout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = async () => {
    try {
      await doLogout();
      setOpen(false);
      navigate('/');
    } catch (err) {
      toast({
        title: 'Logout failed',
        description: err instanceof Error ? err.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const desktopLinks = [...PUBLIC_LINKS, ...(user ? signedInLinks(user.isAdmin, false) : [])];
  const mobileLinks = [...PUBLIC_LINKS, ...(user ? signedInLinks(user.isAdmin, true) : [])];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Wider than the pages (max-w-7xl): at 1280 px an admin's eight links, 'Credits: Unlimited' and Logout fit. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 rounded-md py-1 text-lg font-bold text-brand-800">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-brand-700 text-white"
          >
            F
          </span>
          FairReply
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
          {desktopLinks.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 xl:flex">
          {user ? (
            <>
              {/* Stacked under the credits, so an admin's full row still fits at 1280 px. */}
              <div className="flex flex-col items-center">
                <span
                  className="whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800"
                  data-testid="nav-credits"
                >
                  Credits: {formatCredits(user.credits)}
                </span>
                <NavLink
                  to={YOUR_DATA.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-6 items-center whitespace-nowrap rounded px-1 text-xs font-medium underline-offset-2 hover:underline',
                      isActive ? 'text-brand-700 underline' : 'text-slate-700',
                    )
                  }
                >
                  {YOUR_DATA.label}
                </NavLink>
              </div>
              <Button variant="outline" size="sm" onClick={onLogout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                Login
              </Link>
              <Link to="/login" className={buttonClasses('default', 'sm')}>
                Sign Up
              </Link>
            </>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={cn(buttonClasses('ghost', 'sm'), 'xl:hidden')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? '✕' : '☰'}
          </span>
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      {open ? (
        <nav
          id={menuId}
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden"
        >
          {user ? (
            <p className="py-2 text-sm font-medium text-brand-800">Credits: {formatCredits(user.credits)}</p>
          ) : null}
          <ul className="flex flex-col">
            {mobileLinks.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  className={({ isActive }) => cn(linkClass({ isActive }), 'block py-3 text-base')}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex gap-2">
            {user ? (
              <Button variant="outline" className="w-full" onClick={onLogout}>
                Logout
              </Button>
            ) : (
              <>
                <Link to="/login" className={buttonClasses('outline', 'md', 'flex-1')}>
                  Login
                </Link>
                <Link to="/login" className={buttonClasses('default', 'md', 'flex-1')}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
