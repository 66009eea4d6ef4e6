import type { FastifyRequest } from 'fastify';
import type { Reader } from '../crud/readers';
import { authUserOf } from '../http/request-user';
import { allows, type PermissionStore } from './permission-store';

/** The reader of a request: its signed-in user, holding the grants their role holds (as the guard saw it, within the store's 2 s). */
export class Readers {
  constructor(private readonly permissions: PermissionStore) {}

  async of(request: FastifyRequest): Promise<Reader | undefined> {
    const user = authUserOf(request);
    if (!user) return undefined;
    const role = await this.permissions.role(user.role);
    return { userId: user.id, holds: (grant) => allows(role, grant, ['show']), may: (page, action) => allows(role, page, [action]) };
  }
}
