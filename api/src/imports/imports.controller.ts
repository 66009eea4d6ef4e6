import { Controller, Get, HttpException, Inject, Logger, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { Readers } from '../access/readers';
import { authUserOf } from '../http/request-user';
import { badRequest } from '../crud/errors';
import type { WriteContext } from '../crud/crud.service';
import { contentDisposition } from '../files/files.controller';
import { receiveUploadedFile, UploadRefused } from '../files/multipart-upload';
import { localeOf } from '../i18n/messages';
import { ImportWords } from './import-words';
import type { ImportReport } from '@club/schema';
import { ImportService, type ImportOptions } from './import.service';
import { importTemplate } from './template';
import type { RuleMessages } from '../rules/rule-messages';

/** The largest sheet an import reads (10,000 rows of a wide resource fit well within it). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** NDJSON: one JSON object per line, the progress as it goes and the report last. */
const NDJSON = 'application/x-ndjson';

export const IMPORT_MESSAGES = Symbol('IMPORT_MESSAGES');

const logger = new Logger('Imports');

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * POST /api/{resource}/import (multipart, one file: CSV or .xlsx): checks (`dryRun=true`) or
 * imports a sheet, all rows or none; `columns` gives the field of each column in order (by heading
 * when absent), `key` the unique field that finds records to update. The report says what each row
 * adds or changes and every problem by row and column: 200 when checked or imported, 400 when an
 * import had problems (nothing saved). With `Accept: application/x-ndjson` the answer streams the
 * progress first ({"progress":{"done","total"}} lines) and ends with {"status","report"}.
 * GET /api/{resource}/import/template?format=csv|xlsx: the headings to fill.
 * The guard asks `create` and `import` of the page (and the import `edit` for rows that update).
 */
@Controller('api/:resource/import')
export class ImportsController {
  constructor(
    @Inject(ImportService) private readonly imports: ImportService,
    @Inject(IMPORT_MESSAGES) private readonly messages: RuleMessages,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get('template')
  async template(@Param('resource') name: string, @Query('format') format: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const locale = localeOf(request.headers['accept-language']);
    const resource = this.imports.importable(name, locale);
    const words = new ImportWords(this.messages, resource, locale);
    const kind = format === 'xlsx' ? 'xlsx' : 'csv';
    const bytes = await importTemplate(resource, this.imports.importableFields(resource, this.readers.of(request)), words, kind);
    await reply
      .header('content-type', kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${words.plural(name)}.${kind}`))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  @Post()
  async run(
    @Param('resource') name: string,
    @Query() query: Record<string, string | undefined>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const locale = localeOf(request.headers['accept-language']);
    const words = new ImportWords(this.messages, this.imports.importable(name, locale), locale);
    const options: ImportOptions = {
      columns: query.columns === undefined ? undefined : query.columns.split(',').map((field) => field.trim() || null),
      key: query.key?.trim() || undefined,
      commit: !['true', '1'].includes(String(query.dryRun ?? '').toLowerCase()),
    };
    let bytes: Buffer;
    try {
      bytes = await receiveUploadedFile(request, MAX_IMPORT_BYTES, (file) => readAll(file.stream));
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      const message = error.problem === 'tooLarge' ? words.text('tooLarge', { size: MAX_IMPORT_BYTES / 1024 / 1024 }) : words.text('unreadable');
      throw badRequest(message, { file: message });
    }
    const user = authUserOf(request);
    const context: WriteContext = user ? { actor: { id: user.id }, reader: this.readers.of(request) } : {};
    const statusOf = (report: ImportReport) => (report.committed || !options.commit ? 200 : 400);
    const answerOf = (report: ImportReport) => (statusOf(report) === 400 ? { message: words.text('problems', { smart_count: report.errors.length }), errors: {}, report } : report);
    if (!String(request.headers.accept ?? '').includes(NDJSON)) {
      const report = await this.imports.run(name, bytes, options, locale, context);
      await reply.code(statusOf(report)).header('cache-control', 'no-store').send(answerOf(report));
      return;
    }
    // Streamed: the status is 200 before the outcome is known; the last line carries it.
    const stream = new PassThrough();
    void reply.code(200).header('content-type', `${NDJSON}; charset=utf-8`).header('cache-control', 'no-store').send(stream);
    const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
    try {
      const report = await this.imports.run(name, bytes, options, locale, context, (done, total) => line({ progress: { done, total } }));
      line({ status: statusOf(report), ...(statusOf(report) === 400 ? answerOf(report) : { report }) });
    } catch (error) {
      if (error instanceof HttpException) line({ status: error.getStatus(), ...(error.getResponse() as object) });
      else {
        logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        line({ status: 500, message: words.text('failed'), errors: {} });
      }
    }
    stream.end();
  }
}
