import type { PoolClient } from 'pg';
import { readerOf } from '../access/readers';
import type { PermissionStore } from '../access/permission-store';
import type { CrudService } from '../crud/crud.service';
import { selectOne } from '../crud/sql';
import { UUID } from '../crud/values';

/**
 * Who of some users may read a record now, as a read of it by each would judge: an active
 * account, the page's `show` for their role, and the record within their row scope and the
 * resource's read rules. Nobody is told of, or mentioned into, a record they cannot open.
 */
export class RecordAudience {
  constructor(
    private readonly crud: CrudService,
    private readonly permissions: PermissionStore,
  ) {}

  async readersOf(client: PoolClient, resource: string, recordId: string, userIds: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0 || !UUID.test(recordId) || !this.crud.registry.get(resource)) return [];
    const users = this.crud.table('users');
    const roles = this.crud.table('roles');
    const { rows } = await client.query<{ id: string; role: string }>(
      `SELECT u."id", r.${roles.column('key')} AS "role" FROM ${users.table} u JOIN ${roles.table} r ON r."id" = u.${users.column('roleId')} WHERE u."id" = ANY($1::uuid[]) AND u.${users.column('status')} = 'active'`,
      [wanted],
    );
    const table = this.crud.table(resource);
    const readers: string[] = [];
    // Read on the write's own connection when not in memory: a write never waits on a second one
    // (twelve role writes at once would hold every connection of the pool), and it sees its own changes.
    const snapshot = this.permissions.now() ?? (await this.permissions.load(client));
    for (const row of rows) {
      const reader = readerOf(row.id, snapshot.roles.get(row.role));
      if (!reader.may(resource, 'show')) continue;
      // The row read as theirs, without the read hooks: asking for someone is not their reading it.
      const { rows: found } = await client.query(selectOne(table, recordId, this.crud.viewFor(table, reader)));
      if (found.length > 0) readers.push(row.id);
    }
    return readers;
  }
}
