import type { LeavePreviewAnswer } from '@club/schema';
import { httpClient } from '../../../data/httpClient';

/** What GET /api/leave/preview answers (schema/src/leave.ts). */
export type LeavePreview = LeavePreviewAnswer;

/** A leave's days and balance as the server counts them, for the request's values so far (empty ones left out). */
export const fetchLeavePreview = async (values: Record<string, string>): Promise<LeavePreview> => {
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  return (await httpClient(`/api/leave/preview?${query}`)).json as LeavePreview;
};
