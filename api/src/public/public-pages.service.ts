import type { Pool } from 'pg';
import type { CrudService, Row } from '../crud/crud.service';
import { notFound } from '../crud/errors';
import { selectPublished } from '../crud/sql';
import { UUID } from '../crud/values';
import { MESSAGES, type Locale } from '../i18n/messages';

/** The records of public pages (a resource's `publicPage`): only the fields the page lists. */
export class PublicPages {
  constructor(
    private readonly crud: CrudService,
    private readonly pool: Pool,
  ) {}

  /**
   * The record's id and listed fields. An unknown resource, one without a public page, a
   * malformed id and a missing record get the same 404: there is nothing to learn by probing.
   */
  async record(name: string, id: string, locale: Locale): Promise<Row> {
    const missing = notFound(MESSAGES[locale].notFound(name, id));
    const resource = this.crud.registry.get(name);
    if (!resource?.publicPage || !UUID.test(id)) throw missing;
    const { rows } = await this.pool.query(selectPublished(this.crud.table(name, locale), resource.publicPage.fields, id));
    if (!rows[0]) throw missing;
    return rows[0] as Row;
  }
}
