import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { cleanFileName } from '../files/file-content';
import { contentDisposition } from '../files/files.controller';
import { localeOf } from '../i18n/messages';
import { SalaryFiles } from './salary-files';

/**
 * GET /api/payrollRuns/{id}/wps: a locked run's WPS salary file for the bank, as a download
 * (signed in by the guard; `show` on the runs and the salaries grant, the service).
 */
@Controller('api/payrollRuns')
export class SalaryFilesController {
  constructor(
    @Inject(SalaryFiles) private readonly files: SalaryFiles,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get(':id/wps')
  async wps(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { name, text } = await this.files.wps(id, localeOf(request.headers['accept-language']), this.readers.of(request));
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(cleanFileName(name)))
      .header('cache-control', 'private, no-store')
      .send(text);
  }
}
