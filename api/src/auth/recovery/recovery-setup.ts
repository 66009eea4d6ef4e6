import type { Pool } from 'pg';
import type { CrudService } from '../../crud/crud.service';
import { Outbox, WriteEffects, type Channel, type MailConfig, type Transport } from '../../outbox';
import type { AuthService } from '../sessions/auth.service';
import { SignUpService } from '../invitations/invitation-sign-up.service';
import { InvitationService } from '../invitations/invitation.service';
import { OneTimeCodes } from './one-time-codes';
import { RecoveryService } from './recovery.service';
import type { RecoveryServices } from './recovery.module';
import { RecoveryThrottle } from './recovery-throttle';

/** The outbox and the services of recovery, sign-up and invitations, over one pool and one CrudService. */
export const createRecovery = (pool: Pool, crud: CrudService, auth: AuthService, mail: MailConfig, transports: Record<Channel, Transport>): RecoveryServices & { outbox: Outbox } => {
  const outbox = new Outbox({ pool, table: crud.table('notifications'), transports });
  const codes = new OneTimeCodes(pool);
  const effects = new WriteEffects(crud, ['users']);
  const throttle = new RecoveryThrottle(pool);
  return {
    outbox,
    recovery: new RecoveryService({ pool, crud, auth, codes, outbox, effects, throttle, mail }),
    signUps: new SignUpService({ pool, crud, auth, codes, outbox, effects, throttle, mail, permissions: auth.permissions }),
    invitations: new InvitationService({ pool, crud, codes, outbox, effects, mail, permissions: auth.permissions }),
  };
};
