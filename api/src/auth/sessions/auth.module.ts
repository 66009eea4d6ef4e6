import { type DynamicModule, Module } from '@nestjs/common';
import { AccountController } from '../account/account.controller';
import { AUTH_SERVICE, AuthController } from './auth.controller';
import type { AuthService } from './auth.service';

/** The /api/auth endpoints over one AuthService (created before Nest, like CrudService). */
@Module({})
export class AuthModule {
  static with(auth: AuthService): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthController, AccountController],
      providers: [{ provide: AUTH_SERVICE, useValue: auth }],
      exports: [AUTH_SERVICE],
    };
  }
}
