import { Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { maxSizeOf, type FileValue } from '@club/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { badRequest } from '../crud/errors';
import { localeOf, type Locale } from '../i18n/messages';
import { FILE_MESSAGES } from './file-messages';
import { FilesService, tooLarge, type FileUser } from './files.service';
import { receiveUploadedFile, UploadRefused } from './multipart-upload';
import { cleanFileName } from './file-content';

/** RFC 6266: an ASCII stand-in for old clients and the real name, UTF-8 encoded. */
export const contentDisposition = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** POST /api/files (upload to a resource's file field) and GET /api/files/:id (download). Signed-in users only (the guard). */
@Controller('api/files')
export class FilesController {
  constructor(
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  private userOf(request: FastifyRequest): FileUser {
    return { reader: this.readers.of(request)! };
  }

  @Post()
  @HttpCode(201)
  async upload(
    @Query('resource') resource: string | undefined,
    @Query('field') field: string | undefined,
    @Query('about') about: string | undefined,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<FileValue> {
    const locale = localeOf(language);
    const m = FILE_MESSAGES[locale];
    const user = this.userOf(request);
    const target = await this.files.target(String(resource ?? ''), String(field ?? ''), user, locale, about);
    try {
      // Streamed to the store as it arrives, judged by its first bytes, cut past the field's limit.
      return await receiveUploadedFile(request, maxSizeOf(target.field), (file) => this.files.upload(target, file, user, locale));
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      if (error.problem === 'tooLarge') throw tooLarge(target.field, locale);
      const problem = error.problem === 'aborted' ? 'notMultipart' : error.problem;
      throw badRequest(m[problem], { file: m[problem] });
    }
  }

  @Get(':id')
  async download(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply, @Headers('accept-language') language?: string): Promise<void> {
    const locale: Locale = localeOf(language);
    const { file, bytes } = await this.files.open(id, this.userOf(request), locale);
    // Sent as an attachment that no browser runs or sniffs: an uploaded page never executes on our origin.
    await reply
      .header('content-type', file.type)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(cleanFileName(file.name)))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
