import type { PoolClient } from 'pg';
import type { CrudService } from '../crud/crud.service';

export interface PersonName {
  id: string;
  en: string;
  ar: string;
}

/** Users' names as people read them, in English and Arabic (the Arabic one falls back to the English). */
export const namesOf = async (client: Pick<PoolClient, 'query'>, crud: CrudService, ids: readonly string[]): Promise<PersonName[]> => {
  if (ids.length === 0) return [];
  const users = crud.table('users');
  const { rows } = await client.query<PersonName>(
    `SELECT "id", concat_ws(' ', ${users.column('firstName')}, ${users.column('lastName')}) AS "en",
            coalesce(nullif(concat_ws(' ', ${users.column('firstNameAr')}, ${users.column('lastNameAr')}), ''), concat_ws(' ', ${users.column('firstName')}, ${users.column('lastName')})) AS "ar"
       FROM ${users.table} WHERE "id" = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return rows;
};

/** Active users whose name (either language) holds the text, a page of them by name. */
export const usersNamed = async (client: Pick<PoolClient, 'query'>, crud: CrudService, text: string, limit: number): Promise<PersonName[]> => {
  const users = crud.table('users');
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const en = `concat_ws(' ', ${users.column('firstName')}, ${users.column('lastName')})`;
  const ar = `concat_ws(' ', ${users.column('firstNameAr')}, ${users.column('lastNameAr')})`;
  const { rows } = await client.query<PersonName>(
    `SELECT "id", ${en} AS "en", coalesce(nullif(${ar}, ''), ${en}) AS "ar" FROM ${users.table}
      WHERE ${users.column('status')} = 'active' AND (${en} ILIKE $1 OR ${ar} ILIKE $1) ORDER BY ${en}, "id" LIMIT $2`,
    [pattern, limit],
  );
  return rows;
};
