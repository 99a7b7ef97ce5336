import type { User, UserView } from '@app/shared';

/** What the browser may see of a user. */
export function toUserView(u: User): UserView {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    credits: u.credits,
    isAdmin: u.isAdmin,
    address: u.address ?? '',
  };
}
