import type { RuleStrings } from '../types';

/** What the engine says when a declared rule refuses a write (schema/src/rules.ts), and the admin's words for them. */
export const rules: RuleStrings = {
  moveRefused: '%{field} cannot go from “%{from}” to “%{to}”',
  startsAs: 'A new record starts as %{states}',
  finalEdit: 'This record is “%{state}”: it no longer changes',
  lockedEdit: 'This record is “%{state}”: it changes only through its actions',
  finalDelete: 'This record is “%{state}”: it is kept, not deleted',
  byEffect: '“%{to}” follows from other records: it is not set by hand',
  onlyActor: '“%{action}” is for the person named in “%{field}”',
  notOwn: 'Nobody can “%{action}” a record of their own',
  notPermitted: 'Your role may not “%{action}” here',
  commentRequired: 'A comment is needed for “%{action}”',
  notNow: '“%{action}” is not taken on a record that is %{state}: reload it to see where it is',
  invalid: 'The record cannot be saved this way',
  waitingFor: 'Waiting for %{name}',
  waitingForStep: 'Waiting for %{name} (%{step})',
  nextMoves: 'Next steps',
  approvalNoRoute: 'No active approval route is set for this type of request (HR settings → Approval routes)',
  approvalAdministrator: 'Administrator',
  approvalDecided: 'A request can be changed only before its first decision',
  approvalNotYours: 'This step is not yours to decide',
  approvalOwnRequest: 'Nobody decides their own request',
  approvalOnlyRequester: 'Only the person who made the request may cancel it',
  approvalCommentNeeded: 'Say why the request is rejected',
  approvalCommentTooLong: 'At most 1000 characters',
};
