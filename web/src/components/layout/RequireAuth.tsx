import { UNAUTHORIZED_REDIRECT_MS } from '@app/shared/constants';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useUser } from '../../api/user';
import { toast } from '../ui/Toast';
import { PageLoader } from './PageLoader';

/** Where the spec's re-login step starts (GET /api/login sends the browser on to the sign-in page). */
export const RELOGIN_URL = '/api/login';

/** Full-page navigation, a seam the component tests replace. */
export const navigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * The spec's treatment of a signed-out visitor on the upload page and the debt flow (part 1 §4): the toast
 * 'Unauthorized' — 'You are logged out. Logging in again...', then the re-login step 500 ms later.
 */
function Relogin() {
  useEffect(() => {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigation.assign(RELOGIN_URL), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return <PageLoader />;
}

/**
 * Keeps signed-out visitors off a screen. By default they go straight to /login (part 1 §6); `signedOut="relogin"`
 * gives the upload page's and debt flow's toast-then-redirect instead.
 */
export function RequireAuth({
  children,
  signedOut = 'login',
}: {
  children: ReactNode;
  signedOut?: 'login' | 'relogin';
}) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    if (signedOut === 'relogin') return <Relogin />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
