import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { requireAuthUser } from '../http/request-user';
import { localeOf } from '../i18n/messages';
import type { LeavePreviewAnswer } from '@club/schema';
import { LeavePreview, type LeavePreviewQuery } from './leave-preview';

/**
 * GET /api/leave/preview?employeeId=&type=&leaveTypeId=&startDate=&endDate=[&requestId=]: the days a
 * leave counts (its type's working or calendar days, the rest days and public holidays left out)
 * and the balance before and after it, with the words a send would be refused with.
 */
@Controller('api/leave')
export class LeaveController {
  constructor(
    @Inject(LeavePreview) private readonly preview: LeavePreview,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get('preview')
  async leavePreview(@Query() query: LeavePreviewQuery, @Req() request: FastifyRequest): Promise<LeavePreviewAnswer> {
    const user = requireAuthUser(request);
    return this.preview.of(query, this.readers.of(request)!, user.id, localeOf(request.headers['accept-language']));
  }
}
