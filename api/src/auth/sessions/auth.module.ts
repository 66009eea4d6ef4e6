import { type DynamicModule, Module } from '@nestjs/common';
import { AccountController } from '../account/account.controller';
import { AUTH_SERVICE, AuthController } from './auth.controller';
import type { AuthService } from './auth.service';
import { OIDC_SERVICE, OidcController } from '../oidc/oidc.controller';
import type { OidcService } from '../oidc/oidc.service';

/** The /api/auth endpoints over one AuthService and the third-party sign-in (created before Nest, like CrudService). */
@Module({})
export class AuthModule {
  static with(auth: AuthService, oidc: OidcService): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthController, AccountController, OidcController],
      providers: [
        { provide: AUTH_SERVICE, useValue: auth },
        { provide: OIDC_SERVICE, useValue: oidc },
      ],
      exports: [AUTH_SERVICE],
    };
  }
}
