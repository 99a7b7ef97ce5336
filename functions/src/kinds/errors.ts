/** A build failure the user must act on (an unreadable scan, a page that is not a demand): retrying cannot help, so
 * the worker fails the letter with this message and refunds its credit at once. */
export class UserFacingError extends Error {}
