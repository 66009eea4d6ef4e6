import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type {} from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { localeOf, MESSAGES } from '../i18n/messages';
import { ApiError } from '../crud/errors';
import { replyUnavailable } from './unavailable';

interface ErrorBody {
  message: string;
  errors: Record<string, string>;
}

/** Fastify's own refusals (bad JSON, wrong content type, body too large) carry a 4xx statusCode. */
const clientErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

const bodyOf = (exception: HttpException): ErrorBody => {
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message, errors } = response as { message: unknown; errors?: Record<string, string> };
    return { message: Array.isArray(message) ? message.join('; ') : String(message), errors: errors ?? {} };
  }
  return { message: typeof response === 'string' ? response : exception.message, errors: {} };
};

/**
 * Every error leaves as `{ message, errors }`. What a client sent never becomes a 500; an
 * unknown page outside /api gets the admin's index.html so that deep links work.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly adminIndex?: string) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && this.servesAdmin(request)) {
      void reply.type('text/html').sendFile('index.html');
      return;
    }
    // The database away or a statement too slow: 503 with Retry-After, one log line per outage.
    if (replyUnavailable(exception, request, reply)) return;
    let status: number;
    let body: ErrorBody;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = bodyOf(exception);
      if (exception instanceof NotFoundException && !(exception.getResponse() as { errors?: unknown }).errors) {
        body.message = MESSAGES[localeOf(request.headers['accept-language'])].noRoute(request.method, request.url.split('?')[0] ?? '');
      }
    } else if (clientErrorStatus(exception)) {
      status = clientErrorStatus(exception)!;
      body = { message: (exception as Error).message, errors: {} };
    } else {
      status = HttpStatus.INTERNAL_SERVER_ERROR;
      body = { message: MESSAGES[localeOf(request.headers['accept-language'])].internalError, errors: {} };
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (exception instanceof ApiError) for (const [name, value] of Object.entries(exception.headers)) void reply.header(name, value);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private servesAdmin(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '';
    return (
      request.method === 'GET' &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      this.adminIndex !== undefined &&
      existsSync(this.adminIndex)
    );
  }
}
