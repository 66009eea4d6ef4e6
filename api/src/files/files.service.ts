import { acceptsType, maxSizeOf, type FileField, type FileValue } from '@club/schema';
import { HttpStatus } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { mayReadRecord, recordAbout, recordRefOf } from '../access/about-records';
import type { CrudService, Row } from '../crud/crud.service';
import { ApiError, badRequest, forbidden, notFound } from '../crud/errors';
import type { Reader } from '../crud/readers';
import { selectOne } from '../crud/sql';
import { MESSAGES, type Locale } from '../i18n/messages';
import { UUID } from '../crud/values';
import { cleanFileName, detectType, isTextType, SAMPLE_BYTES, TextCheck } from './file-content';
import { FILE_MESSAGES, sizeText } from './file-messages';
import type { FileStore } from './file-store';
import type { IncomingFile } from './multipart-upload';
import { UploadRefused } from './multipart-upload';
import { isProgramName, isProgramContent } from './programs';

/** Who uploads or downloads: their reader (grants, page permissions) and their id. */
export interface FileUser {
  reader: Reader;
}

/** Where an upload goes: a resource's file field, checked before the bytes are read. */
export interface UploadTarget {
  resource: string;
  name: string;
  field: FileField;
}

export interface StoredFileRow extends FileValue {
  storage_key: string;
  resource: string;
  field: string;
  record_id: string | null;
  uploaded_by: string | null;
}

/** Uploads (checked by content, stored, recorded unattached) and downloads (only for those who may show the record, or the record it is about). */
export class FilesService {
  constructor(
    private readonly pool: Pool,
    private readonly crud: CrudService,
    private readonly store: FileStore,
  ) {}

  /**
   * The file field an upload is for, if the user may write it: 404 unknown resource, 400 not a
   * file field, 403 not theirs to write. A resource whose rows are about another record (a
   * comment) is written by whoever may read that record: the upload names it (`about`,
   * `tasks/{id}`), and a record the user may not read is not found, as a read of it answers.
   */
  async target(resource: string, name: string, user: FileUser, locale: Locale, about?: string): Promise<UploadTarget> {
    const m = FILE_MESSAGES[locale];
    const table = this.crud.table(resource, locale);
    const field = Object.hasOwn(table.resource.fields, name) ? table.resource.fields[name] : undefined;
    if (!field || (field.kind !== 'file' && field.kind !== 'files')) throw badRequest(m.notAFileField(resource, name), { field: m.notAFileField(resource, name) });
    if (field.readOnly || table.resource.readOnly) throw badRequest(m.readOnlyField(name), { field: m.readOnlyField(name) });
    if (table.resource.aboutRecord) {
      const record = recordRefOf(this.crud.registry, about);
      if (!record) throw badRequest(m.aboutRequired(resource), { about: m.aboutRequired(resource) });
      if (!(await mayReadRecord(this.crud, user.reader, record))) throw notFound(MESSAGES[locale].notFound(record.resource, record.id));
    } else if (!user.reader.may(resource, 'create') && !user.reader.may(resource, 'edit')) throw forbidden(m.uploadForbidden(resource));
    if (this.crud.hiddenFields(table, user.reader).has(name)) throw forbidden(MESSAGES[locale].hiddenFields(resource, name), { [name]: MESSAGES[locale].hiddenField });
    return { resource, name, field };
  }

  /**
   * Takes an upload as it arrives: the name is refused if it is a program's, the first bytes
   * (SAMPLE_BYTES) are judged (a program's, a type the field does not take, no known type) before
   * anything is stored, then the rest streams to the store, counted (the field's limit) and, for
   * text, checked to its end. A refusal on the way leaves nothing stored.
   */
  async upload(target: UploadTarget, file: IncomingFile, user: FileUser, locale: Locale): Promise<FileValue> {
    const m = FILE_MESSAGES[locale];
    if (file.fieldname !== 'file') throw badRequest(m.noFilePart, { file: m.noFilePart });
    const name = cleanFileName(file.filename);
    if (isProgramName(name)) throw programRefused(target, name, locale);
    const pieces = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const sampled: Buffer[] = [];
    let sampleSize = 0;
    let whole = false;
    while (sampleSize < SAMPLE_BYTES) {
      const next = await pieces.next();
      if (next.done) {
        whole = true;
        break;
      }
      sampled.push(next.value);
      sampleSize += next.value.length;
    }
    const sample = Buffer.concat(sampled);
    if (sample.length === 0) throw badRequest(m.emptyFile, { file: m.emptyFile });
    const type = await detectType(sample, name, whole);
    if (isProgramContent(sample, type)) throw programRefused(target, name, locale);
    if (!type) throw badRequest(m.unknownType, { file: m.unknownType });
    if (!acceptsType(target.field, type)) {
      const message = m.typeNotAccepted(target.name, (target.field.types ?? []).join(', '));
      throw badRequest(message, { file: message });
    }
    const limit = maxSizeOf(target.field);
    const text = isTextType(type) ? new TextCheck() : undefined;
    // The sample, then the rest as it arrives; a text file's every piece is checked as it passes.
    async function* content(): AsyncGenerator<Buffer> {
      let size = 0;
      const checked = (piece: Buffer): Buffer => {
        size += piece.length;
        if (size > limit) throw new UploadRefused('tooLarge');
        if (text && !text.accepts(piece)) throw badRequest(m.unknownType, { file: m.unknownType });
        return piece;
      };
      yield checked(sample);
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield checked(next.value);
      if (text && !text.ends()) throw badRequest(m.unknownType, { file: m.unknownType });
    }
    return this.keep(target, { name, type, bytes: Readable.from(content()) }, user.reader.userId);
  }

  /**
   * Stores checked bytes as an upload for a resource's field, not yet attached, by `uploadedBy`
   * (none: the system, as the demo data's files): the bytes first, then their row. Every file
   * name enters here, and is cleaned here (cleanFileName). Nothing stays stored if either fails.
   */
  async keep(target: Pick<UploadTarget, 'resource' | 'name'>, file: { name: string; type: string; bytes: Buffer | Readable }, uploadedBy: string | null): Promise<FileValue> {
    const id = randomUUID();
    const name = cleanFileName(file.name);
    let size = 0;
    async function* counted(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const piece of source) {
        size += piece.length;
        yield piece;
      }
    }
    await this.store.put(id, Readable.from(counted(Buffer.isBuffer(file.bytes) ? [file.bytes] : file.bytes)), file.type);
    try {
      await this.pool.query(
        `INSERT INTO "stored_files" ("id", "storage_key", "name", "type", "size", "resource", "field", "uploaded_by") VALUES ($1::uuid, $1::text, $2, $3, $4, $5, $6, $7)`,
        [id, name, file.type, size, target.resource, target.name, uploadedBy],
      );
    } catch (error) {
      await this.store.delete(id).catch(() => undefined);
      throw error;
    }
    return { id, name, type: file.type, size };
  }

  /**
   * A file and its bytes, for a user who may read it: an upload not yet attached only for its
   * uploader; an attached one for whoever may show its record and read its field. Anything else
   * is the same 404, so nothing can be learnt by probing ids.
   */
  async open(id: string, user: FileUser, locale: Locale): Promise<{ file: FileValue; bytes: Readable }> {
    const missing = notFound(MESSAGES[locale].notFound('files', id));
    if (!UUID.test(id)) throw missing;
    const { rows } = await this.pool.query<StoredFileRow>(
      `SELECT "id", "storage_key", "name", "type", "size", "resource", "field", "record_id", "uploaded_by" FROM "stored_files" WHERE "id" = $1 AND "removed_at" IS NULL`,
      [id],
    );
    const row = rows[0];
    if (!row || !(await this.mayRead(row, user, locale))) throw missing;
    const bytes = await this.store.get(row.storage_key);
    if (!bytes) throw missing;
    return { file: { id: row.id, name: row.name, type: row.type, size: row.size }, bytes };
  }

  /**
   * An attached file's bytes read by the system, for what the club shows of itself to anyone (its
   * logo at the head of its documents); none beyond `maxSize` or when it is not there.
   */
  async readAttached(id: string, maxSize: number): Promise<{ type: string; bytes: Buffer } | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.pool.query<StoredFileRow>(`SELECT "storage_key", "type", "size" FROM "stored_files" WHERE "id" = $1 AND "record_id" IS NOT NULL AND "removed_at" IS NULL`, [id]);
    const row = rows[0];
    if (!row || row.size > maxSize) return undefined;
    const stream = await this.store.get(row.storage_key);
    if (!stream) return undefined;
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece as Buffer);
    return { type: row.type, bytes: Buffer.concat(pieces) };
  }

  private async mayRead(row: StoredFileRow, user: FileUser, locale: Locale): Promise<boolean> {
    if (row.record_id === null) return row.uploaded_by === user.reader.userId;
    const table = this.crud.table(row.resource, locale);
    if (this.crud.hiddenFields(table, user.reader).has(row.field)) return false;
    // A row about another record (a comment's file): whoever may read that record reads it.
    if (table.resource.aboutRecord) {
      const holder = (await this.pool.query(selectOne(table, row.record_id))).rows[0] as Row | undefined;
      const record = recordAbout(this.crud.registry, row.resource, holder);
      return record !== undefined && (await mayReadRecord(this.crud, user.reader, record));
    }
    if (!user.reader.may(row.resource, 'show')) return false;
    try {
      // The record as the reader sees it: their row scope and the resource's read rules apply.
      await this.crud.getOne(row.resource, row.record_id, locale, user.reader);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === HttpStatus.NOT_FOUND) return false;
      throw error;
    }
  }
}

/** 400 naming the file and the field: no field takes programs or scripts. */
export const programRefused = (target: UploadTarget, name: string, locale: Locale): ApiError => {
  const message = FILE_MESSAGES[locale].programRefused(target.name, name);
  return badRequest(message, { file: message });
};

/** 413 with the field's limit in the reader's language. */
export const tooLarge = (field: FileField, locale: Locale): ApiError => {
  const message = FILE_MESSAGES[locale].tooLarge(sizeText(maxSizeOf(field)));
  return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, { file: message });
};
