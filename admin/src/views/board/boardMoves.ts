import type { AnyResource, RecordActionDefinition } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { offerOf, type ActionsNow } from '../../rules/actionsNow';

/** A move a card may take on the board: the workflow move (a record action) and the state it reaches. */
export interface BoardMove {
  name: string;
  to: string;
  action: RecordActionDefinition;
}

/**
 * The moves a person may take now on one card, one per state they reach: the workflow's moves
 * taken by hand (its record actions: those `by: 'effect'` are none) that leave the card's state,
 * with the page permission each needs (`may`), never one of theirs that `notBy` forbids. With the
 * server's judgement (`now`), only those it allows; before it is known (undefined), as the
 * declaration allows them, the server deciding when one is taken.
 */
export const movesOf = (definition: AnyResource, record: RaRecord, may: (permission: string) => boolean, now: ActionsNow | undefined): BoardMove[] => {
  const workflow = definition.workflow;
  if (!workflow) return [];
  const moves: BoardMove[] = [];
  for (const [name, move] of Object.entries(workflow.moves)) {
    const action = definition.actions?.[name];
    if (!action || move.to === record[workflow.field] || moves.some(({ to }) => to === move.to)) continue;
    if (!may(action.permission)) continue;
    const offer = offerOf(name, action, record, now ?? 'unknown');
    if (offer && offer.disabledBecause === undefined) moves.push({ name, to: move.to, action });
  }
  return moves;
};
