import { isRealDate, LEAVE_REQUEST_TYPES, type Action, type LeaveDayCount, type LeavePreviewAnswer } from '@club/schema';
import { ACCESS_MESSAGES } from '../access/messages';
import type { CrudService, PendingWrite, Row } from '../crud/crud.service';
import { badRequest, forbidden } from '../crud/errors';
import type { Reader } from '../crud/readers';
import { Records } from '../crud/records';
import { UUID } from '../crud/values';
import { MESSAGES, type Locale } from '../i18n/messages';
import { judgeLeave, keepsBalance, leaveTypeOf } from '../overrides/parts/leave-requests';
import { checkRequester } from '../overrides/parts/requesters';
import { RuleMessages } from '../rules/rule-messages';
import { RuleRefusals } from '../rules/refusals';

/** The requests' page: a preview is asked with the permission and row scope of the request it is for. */
export const REQUESTS = 'employeeRequests';

/** What the form sends: the request's values so far, and its id when it is an edit. */
export interface LeavePreviewQuery {
  employeeId?: unknown;
  type?: unknown;
  leaveTypeId?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  requestId?: unknown;
}

/**
 * A leave request's days and balance before it is sent (GET /api/leave/preview): judged as the
 * request's write judges it (api/src/overrides/parts/leave-requests.ts), for a reader who may
 * create the request (edit it, with its id, within their row scope) and asks for an employee they
 * may request for.
 */
export class LeavePreview {
  private readonly records: Records;
  private rules?: Promise<RuleRefusals>;

  constructor(private readonly crud: CrudService) {
    this.records = new Records(crud);
  }

  private refusals(): Promise<RuleRefusals> {
    this.rules ??= RuleMessages.load().then((messages) => new RuleRefusals(this.crud.registry, messages));
    return this.rules;
  }

  async of(query: LeavePreviewQuery, reader: Reader, actorId: string, locale: Locale): Promise<LeavePreviewAnswer> {
    const action: Action = query.requestId ? 'edit' : 'create';
    if (!reader.may(REQUESTS, action)) throw forbidden(ACCESS_MESSAGES[locale].forbidden(action, REQUESTS));
    const m = MESSAGES[locale];
    const asked = (name: keyof LeavePreviewQuery, valid: (value: string) => boolean, message: string): string => {
      const value = query[name];
      if (typeof value !== 'string' || !valid(value)) throw badRequest(message, { [name]: message });
      return value;
    };
    const employeeId = asked('employeeId', (value) => UUID.test(value), m.invalid(REQUESTS, 'employeeId'));
    const type = asked('type', (value) => (LEAVE_REQUEST_TYPES as readonly string[]).includes(value), m.invalid(REQUESTS, 'type'));
    const startDate = asked('startDate', isRealDate, m.date);
    const endDate = asked('endDate', (value) => isRealDate(value) && value >= startDate, m.date);
    const leaveTypeId = query.leaveTypeId === undefined || query.leaveTypeId === '' ? undefined : asked('leaveTypeId', (value) => UUID.test(value), m.invalid(REQUESTS, 'leaveTypeId'));
    const rules = await this.refusals();
    return this.crud.together(async (client) => {
      // An edit's request as the reader may see it: another's is not found.
      const requestId = query.requestId === undefined ? undefined : String((await this.crud.getOne(REQUESTS, asked('requestId', (value) => UUID.test(value), m.invalid(REQUESTS, 'id')), locale, reader)).id);
      const write = { resource: REQUESTS, locale, reader, actor: { id: actorId }, action: 'create', values: {} } as PendingWrite;
      const employee = await checkRequester(rules, client, write, employeeId, { gender: 'gender', hireDate: 'hire_date' });
      const leaveType = await leaveTypeOf(this.records, { type, leaveTypeId });
      if (!employee || !leaveType || leaveType.requestType !== type || !leaveType.active) {
        const message = rules.say(write, employee ? 'leaveTypeNeeded' : 'requestsForSelf');
        throw badRequest(message, { [employee ? 'leaveTypeId' : 'employeeId']: message });
      }
      const judged = await judgeLeave(this.records, client, { id: requestId, employeeId, type, startDate, endDate } as Row & { startDate: string; endDate: string }, leaveType, employee, locale);
      const { holidaysMet, days, calendarDays, restDays, holidays } = judged.counted;
      return {
        leaveType: {
          id: String(leaveType.id),
          name: String(leaveType.name),
          nameAr: String(leaveType.nameAr),
          dayCount: leaveType.dayCount as LeaveDayCount,
          keepsBalance: keepsBalance(leaveType),
          allowNegative: Boolean(leaveType.allowNegative),
          maxDaysPerRequest: leaveType.maxDaysPerRequest == null ? null : Number(leaveType.maxDaysPerRequest),
        },
        days,
        calendarDays,
        restDays,
        holidays,
        holidaysMet,
        balance: judged.balance ?? null,
        refusal: judged.refusal ? rules.say(write, judged.refusal.rule, judged.refusal.values) : null,
      };
    });
  }
}
