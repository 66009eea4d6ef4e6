import { notFound } from '../crud/errors';
import { MESSAGES as API_MESSAGES } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// A library file is its uploader's; one for a department names it (the uploader's own by default).
// A reader sees the files for everyone, their own, and those of their department (as an employee):
// never another person's private file, in a list, a search, a reference or a download.
/** Whether the user sees the file, in SQL (`me`: their id as a parameter). */
const visibleTo = (me: string) => `("visibility" = 'everyone' OR "uploaded_by_id" = ${me} OR ("visibility" = 'department' AND "department_id" IN (SELECT "department_id" FROM "employees" WHERE "user_id" = ${me})))`;

export const override = defineOverride(({ rules }) => ({
  reads: { conditions: (reader, parameter) => [visibleTo(`${parameter(reader.userId)}::uuid`)] },
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, reader, locale } = write;
    // A file the writer does not see does not exist for them: nobody edits or deletes it blind.
    if (before && reader) {
      const { rows } = await client.query(`SELECT 1 FROM "library_files" WHERE "id" = $1 AND ${visibleTo('$2::uuid')}`, [id, reader.userId]);
      if (!rows[0]) throw notFound(API_MESSAGES[locale].notFound('libraryFiles', String(id)));
    }
    if (action === 'delete') return;
    if (action === 'create') values.uploadedById = actor?.id ?? null;
    const file = { ...before, ...values };
    // Only a department's file names one (declared: emptied otherwise).
    if (file.visibility !== 'department' || file.departmentId) return;
    const { rows } = await client.query('SELECT "department_id" AS "departmentId" FROM "employees" WHERE "user_id" = $1 AND "department_id" IS NOT NULL LIMIT 1', [file.uploadedById ?? null]);
    if (!rows[0]) throw rules.refuse(write, 'departmentNamed');
    values.departmentId = rows[0].departmentId;
  },
}));
