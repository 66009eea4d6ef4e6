import { EntitySchema } from 'typeorm';

/**
 * Every uploaded file: its bytes are in the file store under `storage_key`. A file is uploaded
 * first (record_id null, only its uploader may attach it) and attached to one record's field by
 * the record's write; a file the record lets go is marked removed in the same transaction and its
 * bytes are deleted after the commit (the sweep), so a rolled-back write loses nothing.
 */
export const storedFilesEntity = new EntitySchema<Record<string, unknown>>({
  name: 'storedFiles',
  tableName: 'stored_files',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    storageKey: { name: 'storage_key', type: 'varchar', length: 200 },
    name: { type: 'varchar', length: 255 },
    type: { type: 'varchar', length: 127 },
    size: { type: 'integer' },
    resource: { type: 'varchar', length: 64 },
    field: { type: 'varchar', length: 64 },
    recordId: { name: 'record_id', type: 'uuid', nullable: true },
    uploadedBy: { name: 'uploaded_by', type: 'uuid', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    removedAt: { name: 'removed_at', type: 'timestamptz', nullable: true },
  },
  indices: [
    { name: 'IDX_stored_files_record', columns: ['recordId'] },
    { name: 'IDX_stored_files_created', columns: ['createdAt'] },
  ],
});
