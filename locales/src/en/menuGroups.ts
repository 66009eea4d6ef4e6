import type { MenuGroup } from '@club/schema';

/** The sidebar's group labels (SPEC §2), also the labels of the pages' `group` field. */
export const menuGroups: Record<MenuGroup, string> = {
  dashboard: 'Dashboard',
  users: 'Users',
  systemSections: 'System Sections',
  statistics: 'Statistics & Analytics',
  visits: 'Visits & Appointments',
  financialAdmin: 'Financial & Admin',
  cases: 'Cases & Disputes',
  hr: 'Human Resources',
  players: 'Players',
  technicalStaff: 'Technical Staff',
  trainingSchedules: 'Training Schedules',
  matches: 'Matches & Tournaments',
  finance: 'Finance',
  academy: 'Academy & Age Groups',
  facilities: 'Facility Management',
  clinics: 'Clinics',
  assets: 'Assets',
  warehouse: 'Warehouse',
  correspondence: 'Correspondence',
  internalOps: 'Internal Ops & Tasks',
};
