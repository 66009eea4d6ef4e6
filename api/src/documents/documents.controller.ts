import { Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { cleanFileName } from '../files/file-content';
import { contentDisposition } from '../files/files.controller';
import { localeOf } from '../i18n/messages';
import type { DocumentModel } from '@club/schema';
import { DocumentsService } from './documents.service';

/**
 * A record's document (a resource that declares `document`), as its reader may read the record
 * (`show`, the guard; their row scope and field read rules, the service): as data for its page, and
 * as a PDF in the language asked (Accept-Language).
 */
@Controller('api')
export class DocumentsController {
  constructor(
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get(':resource/:id/document')
  async model(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<DocumentModel> {
    return this.documents.model(resource, id, localeOf(language), this.readers.of(request));
  }

  /** Sends the document to the address its record holds for it (`sendTo`), its PDF attached; `202`, queued in the outbox. */
  @Post(':resource/:id/document/email')
  @HttpCode(202)
  async email(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<{ recipient: string; document: string }> {
    return this.documents.email(resource, id, localeOf(language), this.readers.of(request));
  }

  @Get(':resource/:id/document.pdf')
  async pdf(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply, @Headers('accept-language') language?: string): Promise<void> {
    const { model, bytes } = await this.documents.pdf(resource, id, localeOf(language), this.readers.of(request));
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(cleanFileName(model.fileName)))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
