import { httpClient } from '../../../data/httpClient';

/** What GET /api/leave/preview answers (api/src/leave/leave-preview.ts). */
export interface LeavePreview {
  leaveType: { id: string; name: string; nameAr: string; dayCount: 'workingDays' | 'calendarDays'; keepsBalance: boolean; allowNegative: boolean; maxDaysPerRequest: number | null };
  days: number;
  calendarDays: number;
  restDays: number;
  holidays: number;
  holidaysMet: { name: string; nameAr: string; firstDay: string; lastDay: string }[];
  balance: { before: number; after: number } | null;
  refusal: string | null;
}

/** A leave's days and balance as the server counts them, for the request's values so far (empty ones left out). */
export const fetchLeavePreview = async (values: Record<string, string>): Promise<LeavePreview> => {
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  return (await httpClient(`/api/leave/preview?${query}`)).json as LeavePreview;
};
