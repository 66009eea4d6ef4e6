import englishMessages from 'ra-language-english';
import { menuGroups } from './menuGroups';
import { invite, recovery } from './app/recovery';
import { resourcesFromModules, withSystemFieldLabels, type AppStrings, type Messages, type ResourceLocale } from '../types';

/** The fields every record has, labelled once for every resource (a resource may relabel one). */
const systemFields = { id: 'ID', createdAt: 'Created at', updatedAt: 'Updated at', version: 'Version' };

// Every ./resources/{resourceName}.ts is picked up; the key is the file's base name.
const resources = withSystemFieldLabels(
  resourcesFromModules(import.meta.glob<{ locale: ResourceLocale }>('./resources/*.ts', { eager: true })),
  systemFields,
);

const app: AppStrings = {
  title: 'Club Back Office',
  language: { en: 'English', ar: 'العربية', switch: 'Language' },
  settings: {
    title: 'Settings',
    subtitle: 'Manage your account and how the back office looks and behaves.',
    sections: 'Settings sections',
    account: {
      title: 'Account',
      pageTitle: 'Account settings',
      description: 'Your name, phone and password.',
      profile: 'Profile',
      saveProfile: 'Save profile',
      saved: 'Profile saved',
      changePassword: 'Change password',
      changePasswordHelp: 'You stay signed in here; every other session is signed out.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      passwordsDiffer: 'The passwords do not match.',
      passwordChanged: 'Password changed',
    },
    appearance: {
      title: 'Appearance',
      pageTitle: 'Appearance settings',
      description: 'Theme and font. Changes apply at once and are remembered on this device.',
      theme: 'Theme',
      font: 'Font',
      fonts: { inter: 'Inter', manrope: 'Manrope', system: 'System font', cairo: 'Cairo' },
      preview: 'Preview',
      previewTitle: 'Under-14 training session',
      previewText: 'Thursday at 5:00 pm on the main pitch, 18 players confirmed.',
      previewAction: 'Open',
    },
    display: {
      title: 'Display',
      pageTitle: 'Display settings',
      description: 'Text direction and what the sidebar shows.',
      direction: 'Text direction',
      directions: { ltr: 'Left to right (English)', rtl: 'Right to left (Arabic)' },
      resetDirection: 'Reset to right to left',
      sidebarCollapsed: 'Start with the sidebar collapsed',
      expandedGroups: 'Menu groups expanded at start',
      expandedGroupsHelp: 'The other groups start folded; you can still open them from the sidebar.',
    },
    notifications: {
      title: 'Notifications',
      pageTitle: 'Notification settings',
      description: 'What you are told about, by email and in the app.',
      topic: 'Notify me about',
      topics: {
        tasksAssigned: 'Tasks assigned to me',
        meetingsVisits: 'Meetings and planned visits',
        maintenanceRequests: 'Maintenance requests',
        invitations: 'Invitations',
      },
      channels: { email: 'Email', inApp: 'In the app' },
      save: 'Save notification settings',
      saved: 'Notification settings saved',
    },
  },
  palette: {
    open: 'Search screens',
    title: 'Go to a screen',
    placeholder: 'Search screens…',
    empty: 'No results.',
    pages: 'Pages',
  },
  theme: { light: 'Light', dark: 'Dark', system: 'System', switchToDark: 'Switch to dark theme', switchToLight: 'Switch to light theme' },
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
  forms: { confirmPassword: 'Confirm password', passwordsDiffer: 'The passwords do not match.' },
  history: { title: 'History', empty: 'No changes recorded yet.', by: 'by %{name}', someone: 'a removed user', system: 'the system', arrow: '→' },
  roles: { pagePermissions: 'Page Permissions', page: 'Page', allActionsOf: 'Every action on %{page}' },
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
  toaster: { label: 'Notifications' },
  errorPages: {
    goBack: 'Go Back',
    backToHome: 'Back to Home',
    unauthorized: {
      title: 'Unauthorized Access',
      description: 'Please log in with the appropriate credentials to access this resource.',
    },
    forbidden: {
      title: 'Access Forbidden',
      description: "You don't have necessary permission to view this resource.",
    },
    notFound: {
      title: 'Oops! Page Not Found!',
      description: "It seems like the page you're looking for does not exist or might have been removed.",
    },
    internalServerError: {
      title: "Oops! Something went wrong :')",
      description: 'We apologize for the inconvenience. Please try again later.',
    },
    maintenance: {
      title: 'Website is under maintenance!',
      description: "The site is not available at the moment. We'll be back online shortly.",
    },
  },
  recovery,
  invite,
};

export const en: Messages = {
  ...englishMessages,
  resources,
  menu: {
    groups: menuGroups,
    screens: { rolesAndUsers: 'Roles & Users' },
  },
  app,
};

export default en;
