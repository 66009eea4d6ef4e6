import { asyncValueOf, runWithAsyncValue } from '../async-values';
import type { CrudService, WriteHook } from '../crud/crud.service';

/**
 * Lets a caller add work to the transaction of a write it makes through CrudService: a record
 * and the message it causes (an invited user and the invitation email) commit together, and the
 * write keeps its validation, hooks and audit trail. The effect runs, like every write hook,
 * after the write and before the commit; throwing rolls both back.
 */
export class WriteEffects {
  constructor(crud: CrudService, resources: string[]) {
    crud.onWrite((event, client) => asyncValueOf<WriteHook>(this)?.(event, client), { resources });
  }

  /** Runs `work`; a write it makes (of the resources given to the constructor) also runs `effect`. */
  run<T>(effect: WriteHook, work: () => Promise<T>): Promise<T> {
    return runWithAsyncValue(this, effect, work);
  }
}
