import type { Registry } from '@club/schema';
import type { CrudService } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { RecordAction, RecordActions } from '../server-overrides/record-actions';
import { Approvals, approvalMoves } from './approvals';
import { checksRule, hasChecks } from './checks';
import { LedgerPostings } from './ledger';
import type { RuleRefusals } from './refusals';
import { constraintsRule } from './constraints';
import { moveAction } from './move-action';
import type { RuleMessages } from './rule-messages';
import { rollupHook, startRollups } from './rollups';
import { Signatures } from './signatures';
import { workflowRule } from './workflow';

/**
 * Every resource's declared rules (schema/src/rules.ts) on the engine's write path, registered
 * before the overrides so that they judge a write first: the workflow (an approval route's
 * decisions before it: api/src/rules/approvals.ts), then the checks, then the constraints (which
 * lock); the rollups after each write of a referring record; the ledger's entries after each
 * write of a document that posts (schema/src/ledger.ts); and each move a person takes as a record
 * action (an override may still run one its own way); the signatures of an action signed on a
 * route (api/src/rules/signatures.ts).
 */
export const installRules = (crud: CrudService, registry: Registry, records: Records, messages: RuleMessages, recordActions: RecordActions, refusals: RuleRefusals): void => {
  const ledger = new LedgerPostings(records, messages, refusals);
  for (const resource of registry.resources) {
    if (resource.workflow) {
      // An approval route's decisions first: the engine completes the state and the trail, the workflow then judges the move.
      const approvals = resource.workflow.approval ? new Approvals(resource, records, messages) : undefined;
      if (approvals) crud.beforeWrite(approvals.rule(), { resources: [resource.name] });
      crud.beforeWrite(workflowRule(resource, messages), { resources: [resource.name] });
      const decisions: Readonly<Record<string, RecordAction>> = approvals ? approvalMoves(approvals) : {};
      for (const [name, move] of Object.entries(resource.workflow.moves)) {
        if (move.by !== 'effect') recordActions.add(resource.name, name, decisions[name] ?? moveAction(resource.workflow.field, name, move));
      }
    }
    // An action signed on a route: its signatures before the override does what it means, who awaits after it.
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      if (!action.signatures) continue;
      const signatures = new Signatures(resource, name, records, messages);
      crud.beforeWrite(signatures.rule(), { resources: [resource.name] });
      crud.beforeWrite(signatures.closing(), { resources: [resource.name], last: true });
      recordActions.addRefusal(resource.name, name, signatures.refusalOf());
    }
    if (hasChecks(resource, registry)) crud.beforeWrite(checksRule(resource, registry, records, messages), { resources: [resource.name] });
    if (resource.constraints) crud.beforeWrite(constraintsRule(resource, registry, records, messages), { resources: [resource.name] });
    for (const key of Object.keys(resource.rollups ?? {})) crud.onWrite(rollupHook(resource, key, records), { resources: [resource.rollups![key]!.of] });
    // A new record has nothing referring to it yet: its rollups start at zero.
    if (resource.rollups) crud.beforeWrite(startRollups(resource), { resources: [resource.name] });
    if (resource.ledger) crud.onWrite(ledger.hook(resource), { resources: [resource.name] });
  }
};
