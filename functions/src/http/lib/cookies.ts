import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SESSION_DAYS } from '@app/shared';

export const SESSION_COOKIE = 'sid';

/** Reads one cookie from an HTTP API v2 event (cookies arrive as an array of "name=value"). */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const all = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  for (const c of all) {
    const [k, ...v] = c.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function sessionCookie(id: string, secure: boolean): string {
  const maxAge = SESSION_DAYS * 24 * 3600;
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}
