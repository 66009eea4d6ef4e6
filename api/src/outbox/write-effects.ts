import { AsyncLocalStorage } from 'node:async_hooks';
import type { CrudService, WriteHook } from '../crud/crud.service';

/**
 * The effects under way, by WriteEffects. One store for the process, not one per instance: Node 20
 * gives every promise a slot per AsyncLocalStorage ever used, and a test worker starts hundreds of apps.
 */
const currentEffects = new AsyncLocalStorage<ReadonlyMap<WriteEffects, WriteHook>>();

/**
 * Lets a caller add work to the transaction of a write it makes through CrudService: a record
 * and the message it causes (an invited user and the invitation email) commit together, and the
 * write keeps its validation, hooks and audit trail. The effect runs, like every write hook,
 * after the write and before the commit; throwing rolls both back.
 */
export class WriteEffects {
  constructor(crud: CrudService, resources: string[]) {
    crud.onWrite((event, client) => currentEffects.getStore()?.get(this)?.(event, client), { resources });
  }

  /** Runs `work`; a write it makes (of the resources given to the constructor) also runs `effect`. */
  run<T>(effect: WriteHook, work: () => Promise<T>): Promise<T> {
    const effects = new Map(currentEffects.getStore());
    effects.set(this, effect);
    return currentEffects.run(effects, work);
  }
}
