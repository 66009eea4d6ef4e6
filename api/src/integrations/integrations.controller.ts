import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientContextOf } from '../auth/shared/client-context';
import { requireAuthUser, type AuthUser } from '../http/request-user';
import { localeOf } from '../i18n/messages';
import { ACCESS_MESSAGES } from '../access/messages';
import { forbidden } from '../crud/errors';
import { IntegrationsService, type AppView } from './integrations.service';

/**
 * The apps of /apps: GET the catalogue or one app (the page's `show`), PUT an app's settings
 * ({ settings, currentPassword }), DELETE them ({ currentPassword }: back to the environment's)
 * and POST a test (the page's `edit`, the top rank's alone). Signed in: the global guard has
 * checked the token; the service checks the page's permissions and the password.
 */
/** The signed-in person changing an app's settings: never an API key, whatever its role (issue 50). */
const personOf = (request: FastifyRequest): AuthUser => {
  const user = requireAuthUser(request);
  if (user.apiKey) throw forbidden(ACCESS_MESSAGES[localeOf(request.headers['accept-language'])].notWithApiKey);
  return user;
};

@Controller('api/integrations')
export class IntegrationsController {
  constructor(@Inject(IntegrationsService) private readonly integrations: IntegrationsService) {}

  @Get()
  list(@Req() request: FastifyRequest): Promise<AppView[]> {
    return this.integrations.list(requireAuthUser(request), localeOf(request.headers['accept-language']));
  }

  @Get(':key')
  one(@Param('key') key: string, @Req() request: FastifyRequest): Promise<AppView> {
    return this.integrations.one(requireAuthUser(request), key, localeOf(request.headers['accept-language']));
  }

  @Put(':key')
  save(@Param('key') key: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<AppView> {
    return this.integrations.save(personOf(request), key, body, clientContextOf(request));
  }

  @Delete(':key')
  reset(@Param('key') key: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<AppView> {
    return this.integrations.reset(personOf(request), key, body, clientContextOf(request));
  }

  @Post(':key/test')
  @HttpCode(200)
  test(@Param('key') key: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<AppView> {
    return this.integrations.test(personOf(request), key, body, localeOf(request.headers['accept-language']));
  }
}
