import type { Action } from '@club/schema';
import type { FastifyRequest } from 'fastify';
import type { Reader } from '../crud/readers';
import { authRoleOf, authUserOf } from '../http/request-user';
import { allows, type RoleAccess } from './permission-store';

/**
 * A signed-in reader holding the grants of their role as the guard read it. A class, not an
 * object of closures: one is made for every request, and its methods are then shared.
 */
class RoleReader implements Reader {
  constructor(
    readonly userId: string,
    private readonly role: RoleAccess | undefined,
  ) {}

  holds(grant: string): boolean {
    return allows(this.role, grant, ['show']);
  }

  may(page: string, action: Action): boolean {
    return allows(this.role, page, [action]);
  }
}

/** A signed-in user as a reader, holding the grants of their role as read now: a live stream judges each change anew, and the server asks what another user may read (who may be told of a record). */
export const readerOf = (userId: string, role: RoleAccess | undefined): Reader => new RoleReader(userId, role);

/** The reader of a request: its signed-in user, holding the grants their role held when the guard let the request in. */
export class Readers {
  of(request: FastifyRequest): Reader | undefined {
    const user = authUserOf(request);
    return user ? new RoleReader(user.id, authRoleOf(request)) : undefined;
  }
}
