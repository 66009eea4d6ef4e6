import type { AnyResource, ApprovalStep as Step, ApprovalTrail as Trail } from '@club/schema';
import { registry } from '@club/schema/browser';
import Typography from '@mui/material/Typography';
import { useGetOne, useGetRecordRepresentation, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { resourceNameFor } from '../resources/names';


/** A resource that walks an approval route (schema/src/approvals.ts): who must decide next, and its trail. */
export const walksApprovals = (definition: AnyResource): boolean =>
  'approvalTrail' in definition.fields && 'currentStep' in definition.fields && ('awaitingUserId' in definition.fields || 'awaitingRoleId' in definition.fields);

/**
 * The step awaiting a decision or a signature: the current one, while nobody has decided it and
 * someone is awaited (not once approved, rejected or cancelled; not on a voucher canceled while signed).
 */
export const awaitedStepOf = (record: Record<string, unknown>): Step | undefined => {
  const trail = record.approvalTrail as Trail | null | undefined;
  const number = Number(record.currentStep);
  const step = trail?.steps?.[number - 1];
  const someoneAwaited = Boolean(record.awaitingRoleId ?? record.awaitingUserId);
  return step && someoneAwaited && !trail!.decisions.some((decision) => decision.step === number) ? step : undefined;
};

/**
 * The name of the awaited user or role: undefined when this person may not read it (the step's
 * label says who), null while it loads.
 */
const useAwaitedName = (record: Record<string, unknown>, step: Step): string | null | undefined => {
  const user = authStorage.read().user;
  const userId = (record.awaitingUserId as string | null | undefined) ?? step.userId;
  const roleId = userId ? undefined : ((record.awaitingRoleId as string | null | undefined) ?? step.roleId);
  const [target, id] = userId ? ['users', userId] : ['roles', roleId];
  const resource = resourceNameFor(target);
  const readable = Boolean(id) && userCan(user, target, 'show');
  const { data, isPending, isError } = useGetOne(resource, { id: id ?? '' }, { enabled: readable });
  const represent = useGetRecordRepresentation(resource);
  if (!readable || isError) return undefined;
  return isPending || !data ? null : String(represent(data));
};

const AwaitedStep = ({ record, step }: { record: Record<string, unknown>; step: Step }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = useAwaitedName(record, step);
  // Said once, whole: not the step alone, then again with the name.
  if (name === null) return null;
  const label = locale === 'ar' && step.labelAr ? step.labelAr : step.label;
  const text = name ? translate('app.rules.waitingForStep', { name, step: label }) : translate('app.rules.waitingFor', { name: label });
  return (
    <Typography variant="body1" className="waiting-for" role="status" dir="auto" sx={{ mx: 2, mt: 2, paddingInlineStart: 1.5, borderInlineStart: 3, borderColor: 'warning.main', fontWeight: 600 }}>
      {text}
    </Typography>
  );
};

/**
 * "Waiting for {name} ({step})" on a record in an approval: the awaited user's or role's name
 * and the current step's label; the step's label alone for someone who may not read users or roles.
 */
export const WaitingFor = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  // As declared, not as this reader sees it: the awaited user or role may be a reference they cannot read.
  const definition = registry.get(apiName);
  if (!record || !definition || !walksApprovals(definition)) return null;
  const step = awaitedStepOf(record);
  return step ? <AwaitedStep record={record} step={step} /> : null;
};
