import { clubDay, roundDays, wholeYearsBetween, type CountedDays, type LeaveDayCount } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Row } from '../../crud/crud.service';
import type { Records } from '../../crud/records';
import type { Locale } from '../../i18n/messages';
import { leaveDaysOf, type HolidayMet } from './leave-calendar';

/** Whether a leave type keeps a balance (accrued monthly or granted yearly), rather than being given per event. */
export const keepsBalance = (type: Row | undefined): boolean => type?.entitlement === 'accruedMonthly' || type?.entitlement === 'grantedYearly';

/** A leave type's name in the reader's language. */
export const typeNameOf = (type: Row, locale: Locale): string => String((locale === 'ar' && type.nameAr) || type.name);

/**
 * The leave type a request names, or, when it names none, the one active type asked as its request
 * type (annual leave: the club's annual leave); none when several are (the person chooses).
 */
export const leaveTypeOf = async (records: Records, request: Row): Promise<Row | undefined> => {
  if (request.leaveTypeId) return records.get('leaveTypes', String(request.leaveTypeId));
  if (!request.type) return undefined;
  const found = await records.find('leaveTypes', { requestType: request.type, active: true }, { limit: 2 });
  return found.length === 1 ? found[0] : undefined;
};

/** What an employee has left of a type kept as a balance (0 before its first movement). */
export const balanceOf = async (records: Records, employeeId: unknown, leaveTypeId: unknown): Promise<number> => {
  const [row] = await records.find('leaveBalances', { employeeId, leaveTypeId }, { limit: 1 });
  return Number(row?.balance ?? 0);
};

/** A rule of employeeRequests a leave breaks, with its words' values (schema/src/resources/employeeRequests.ts). */
export interface LeaveRefusal {
  rule: string;
  values: Record<string, string | number>;
}

/** A leave as its type counts it and the balance takes it, and the first of its type's rules it breaks. */
export interface JudgedLeave {
  type: Row;
  counted: CountedDays & { holidaysMet: HolidayMet[] };
  /** The type's balance now and after this leave (a type given per event keeps none). */
  balance?: { before: number; after: number };
  refusal?: LeaveRefusal;
}

/**
 * Judges a leave by its type's rules: for whom it is (gender, years of service, once in a
 * service), its days counted as the type counts them (some working day at least; at most the
 * type's days a request), and within the balance unless the type may go below zero. The same
 * judgement serves the request's write and the form's preview.
 */
export const judgeLeave = async (
  records: Records,
  client: PoolClient,
  request: Row & { startDate: string; endDate: string },
  type: Row,
  employee: Row,
  locale: Locale,
): Promise<JudgedLeave> => {
  const name = typeNameOf(type, locale);
  const counted = await leaveDaysOf(client, request.employeeId, type.dayCount as LeaveDayCount, request.startDate, request.endDate);
  const balance = keepsBalance(type) ? await balanceOf(records, request.employeeId, type.id) : undefined;
  const judged: JudgedLeave = { type, counted, balance: balance === undefined ? undefined : { before: balance, after: roundDays(balance - counted.days) } };
  const refuse = (rule: string, values: Record<string, string | number> = {}): JudgedLeave => ({ ...judged, refusal: { rule, values: { type: name, ...values } } });
  if (type.gender && employee.gender !== type.gender) return refuse(type.gender === 'female' ? 'leaveForFemale' : 'leaveForMale');
  if (type.minServiceYears && wholeYearsBetween(String(employee.hireDate), request.startDate) < Number(type.minServiceYears)) return refuse('leaveServiceYears', { years: Number(type.minServiceYears) });
  if (type.oncePerService) {
    const [taken] = await records.find('employeeRequests', { employeeId: request.employeeId, leaveTypeId: type.id, status: ['pending', 'approved'], ...(request.id ? { id_neq: request.id } : {}) }, { limit: 1 });
    if (taken) return refuse('leaveOncePerService', { record: String(taken.number ?? '') });
  }
  if (counted.days === 0) return refuse('noWorkingDays');
  if (type.maxDaysPerRequest && counted.days > Number(type.maxDaysPerRequest)) return refuse('leaveTooLong', { max: Number(type.maxDaysPerRequest), days: counted.days });
  if (judged.balance && judged.balance.after < 0 && !type.allowNegative) return refuse('leaveBalance', { days: counted.days, left: judged.balance.before });
  return judged;
};

/** Whether an approved leave may still be cancelled: before its first day (the club's today). */
export const beforeFirstDay = (request: Row): boolean => String(request.startDate) > clubDay();
