import { type DynamicModule, Module } from '@nestjs/common';
import { INVITATION_SERVICE, InvitationController } from '../invitations/invitation.controller';
import type { SignUpService } from '../invitations/invitation-sign-up.service';
import type { InvitationService } from '../invitations/invitation.service';
import { RECOVERY_SERVICE, RecoveryController, SIGN_UP_SERVICE } from './recovery.controller';
import type { RecoveryService } from './recovery.service';

export interface RecoveryServices {
  recovery: RecoveryService;
  signUps: SignUpService;
  invitations: InvitationService;
}

/** Forgotten passwords, one-time codes, sign-up and invitations (services created before Nest, like AuthService). */
@Module({})
export class RecoveryModule {
  static with({ recovery, signUps, invitations }: RecoveryServices): DynamicModule {
    return {
      module: RecoveryModule,
      controllers: [RecoveryController, InvitationController],
      providers: [
        { provide: RECOVERY_SERVICE, useValue: recovery },
        { provide: SIGN_UP_SERVICE, useValue: signUps },
        { provide: INVITATION_SERVICE, useValue: invitations },
      ],
    };
  }
}
