import type { ApprovalStep } from '@club/schema';
import type { Records } from '../crud/records';
import { halalasOf } from '../overrides/parts/money';

/** A request type's active route and the steps a record takes from it, in order. */
export interface RouteSteps {
  routeId: string | null;
  steps: ApprovalStep[];
}

/**
 * The steps of the active route of a request type, as a record copies them: those from a minimum
 * amount only when `amount` reaches it (a payment's general manager), every step for a record
 * without an amount (the safer reading); none without a route.
 */
export const routeSteps = async (records: Records, type: string, amount?: unknown): Promise<RouteSteps> => {
  const [route] = await records.find('approvalRoutes', { requestType: type, active: true }, { limit: 1 });
  if (!route) return { routeId: null, steps: [] };
  const rows = await records.find('approvalSteps', { approvalRouteId: route.id }, { orderBy: ['position', 'ASC'] });
  const reaches = (minimum: unknown) => minimum === null || minimum === undefined || amount === undefined || halalasOf(amount) >= halalasOf(minimum);
  const steps = rows
    .filter((step) => reaches(step.minimumAmount))
    .map((step) => ({
      label: String(step.label),
      labelAr: (step.labelAr as string | null) ?? null,
      roleId: (step.approverRoleId as string | null) ?? null,
      userId: (step.approverUserId as string | null) ?? null,
      minimumAmount: step.minimumAmount === null || step.minimumAmount === undefined ? null : Number(step.minimumAmount),
    }));
  return { routeId: String(route.id), steps };
};

/** Whether the user is the approver of the step: the person named, or an active holder of the role. */
export const approverOf = async (records: Records, step: ApprovalStep, actorId: string): Promise<boolean> => {
  if (step.userId) return step.userId === actorId;
  if (!step.roleId || !actorId) return false;
  return (await records.find('users', { id: actorId, roleId: step.roleId, status: 'active' }, { limit: 1 })).length > 0;
};

/** A decider's name as it is now, kept in the trail so it reads the same after a rename or a deletion. */
export const deciderName = async (records: Records, actorId: string | undefined): Promise<string> => {
  const [decider] = actorId ? await records.find('users', { id: actorId }, { limit: 1 }) : [];
  return decider ? [decider.firstName, decider.lastName].filter((part) => part !== null && part !== undefined && part !== '').join(' ').trim() : '';
};
