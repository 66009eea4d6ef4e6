import englishMessages from 'ra-language-english';
import { resourcesFromModules, type AppStrings, type Messages, type ResourceLocale } from '../types';

// Every ./resources/{resourceName}.ts is picked up; the key is the file's base name.
const resources = resourcesFromModules(
  import.meta.glob<{ locale: ResourceLocale }>('./resources/*.ts', { eager: true }),
);

const app: AppStrings = {
  title: 'Club Back Office',
  language: { en: 'English', ar: 'العربية', switch: 'Language' },
  search: 'Search',
  noResults: 'No results.',
  pagination: {
    label: 'Pagination',
    rowsPerPage: 'Rows per page:',
    range: '%{from}–%{to} of %{total}',
    previous: 'Go to previous page',
    next: 'Go to next page',
    page: 'Go to page %{page}',
    currentPage: 'Page %{page}, current page',
  },
  errors: {
    sessionExpired: 'Session expired!',
    internalServerError: 'Internal Server Error!',
    notModified: 'Content not modified!',
    somethingWentWrong: 'Something went wrong!',
    contentNotFound: 'Content not found.',
    editFailed: 'Edit failed',
    deleteFailed: 'Delete failed',
    bulkDeleteFailed: 'Bulk delete failed',
    conflict: 'This record was changed by someone else. Reload it and apply your change again.',
    invalidJson: 'Invalid JSON',
  },
  users: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activating: 'Activating %{smart_count} user… |||| Activating %{smart_count} users…',
    deactivating: 'Deactivating %{smart_count} user… |||| Deactivating %{smart_count} users…',
    activated: '%{smart_count} user activated |||| %{smart_count} users activated',
    deactivated: '%{smart_count} user deactivated |||| %{smart_count} users deactivated',
    errors: { activate: 'Error activating users', deactivate: 'Error deactivating users' },
    delete: {
      title: 'Delete user',
      bulkTitle: 'Delete %{smart_count} user |||| Delete %{smart_count} users',
      warning: 'Deleting is permanent and cannot be undone.',
      word: 'DELETE',
      wordLabel: 'Type %{word} to confirm',
      wordRequired: 'Please type %{word} to confirm the deletion.',
      usernameLabel: 'Username of the user to delete',
      usernameRequired: 'Enter the username %{username} to confirm.',
      confirm: 'Delete',
      deleting: 'Deleting…',
    },
  },
  filters: { gte: '%{field} from', lte: '%{field} to', gt: '%{field} after', lt: '%{field} before' },
  auth: {
    title: 'Sign in',
    subtitle: 'Enter your email or username and your password to continue.',
    identifier: 'Email or username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    identifierRequired: 'Please enter your email or username.',
    passwordRequired: 'Please enter your password.',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts:
      'Too many failed sign-in attempts. Try again in %{smart_count} minute. |||| Too many failed sign-in attempts. Try again in %{smart_count} minutes.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    signOut: 'Sign out',
    tagline: 'Players, staff, facilities and daily operations in one place.',
    features: {
      players: 'Players, teams and training',
      facilities: 'Facilities, bookings and assets',
      operations: 'Visits, correspondence and tasks',
    },
  },
};

export const en: Messages = {
  ...englishMessages,
  resources,
  menu: {
    groups: {
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
    },
  },
  app,
};

export default en;
