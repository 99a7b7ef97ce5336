/** An error with an HTTP status and a message a person can read; everything else becomes a plain 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Please log in to continue.');
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (what = 'Not found') => new HttpError(404, what);
