import type { FastifyRequest } from 'fastify';
import type { Reader } from '../crud/readers';
import { authRoleOf, authUserOf } from '../http/request-user';
import { allows } from './permission-store';

/** The reader of a request: its signed-in user, holding the grants their role held when the guard let the request in. */
export class Readers {
  of(request: FastifyRequest): Reader | undefined {
    const user = authUserOf(request);
    if (!user) return undefined;
    const role = authRoleOf(request);
    return { userId: user.id, holds: (grant) => allows(role, grant, ['show']), may: (page, action) => allows(role, page, [action]) };
  }
}
