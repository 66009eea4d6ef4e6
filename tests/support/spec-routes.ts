// The paths SPEC §2 "Screens and routes" lists, transcribed as data. Items an area lists by name
// alone sit under the area's path (HR under /hr, "Warehouses: /Warehouses/ (index), Warehouses, …"
// gives /Warehouses/Warehouses). Trailing slashes are kept as the spec writes them; compare with
// `samePath`. `{x}` stands for one path segment.

const under = (area: string, items: readonly string[]) => items.map((item) => `${area}/${item}`);

/** Public routes (no access token needed). */
export const SPEC_PUBLIC_ROUTES = [
  '/sign-in',
  '/sign-in-2',
  '/sign-up',
  '/forgot-password',
  '/otp',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
  '/Invitation/{id}',
  '/jobPostings/{id}',
  '/tasksView/{id}',
  '/formView/{id}/{phone}',
  '/clerk/sign-in',
  '/clerk/sign-up',
  '/clerk/user-management',
] as const;

/** "Index list screens" (SPEC §2 "List screens"), each at /{name}. */
export const SPEC_LIST_SCREENS = [
  'users', 'treatmentPlans', 'trainingSessions', 'trainingPlans', 'teams', 'tasksPriorities', 'tasks', 'taskStates',
  'subscriptions', 'players', 'playerTrainingAttendance', 'playerMatches', 'playerDevelopment', 'playerContracts',
  'parents', 'parentPortal', 'parentPlayers', 'ordersTypes', 'ordersSubTypes', 'orderStatus', 'nutritionPlans',
  'medicalRecords', 'matches', 'matchStatistics', 'help-center', 'employees', 'companies', 'coaches', 'chats', 'apps',
  'allPackages', 'ageGroups', 'academyTeams', 'webSiteSettings', 'WarehouseFeed', 'VoucherReceipt', 'VoucherPayment',
  'VolunteersEvents', 'VolunteerTasks', 'VolunteerHoursLogs', 'VisitorLog', 'VehicleLog', 'TripPassengers', 'Sponsors',
  'SponsorContracts', 'RouteStops', 'Project', 'Products', 'Polls', 'PollResponses', 'PollQuestions', 'PollOptions',
  'PlayerSubscriptions', 'PlayerResidences', 'PlayerApprovals', 'PlayerAddresses', 'PerformanceReports', 'Packages',
  'PackageFeatures', 'OpeningBalance', 'Notifications', 'NotificationRecipients', 'MedicalCheckups',
  'MarketingDashboards', 'Issuance', 'Invoices', 'InvoiceItems', 'GovernanceDocuments', 'Features', 'Events',
  'EventsOpportunities', 'EventParticipants', 'Drivers', 'CustodyRegister', 'ComplianceTrackings',
  'ComplianceStandards', 'ClubPosts', 'Campaigns', 'CampaignResults', 'Buses', 'BusTrips', 'BusRoutes', 'Attachments',
  'TaskHistory', 'TaskAssignments', 'VehicleLog',
] as const;

/** SPEC §2 "Screens without search parameters": index screens, not lists. */
export const SPEC_SCREENS_WITHOUT_SEARCH_PARAMETERS = [
  '/chats/', '/help-center/', '/Warehouses/', '/VoucherReceipt/', '/VoucherPayment/', '/Visits/', '/Project/',
  '/Maintenances/', '/Law/', '/IncomingOutgoing/', '/Facility/', '/Executive/', '/Assets/',
] as const;

/** The authenticated area, area by area as SPEC §2 lists it. */
export const SPEC_AUTHENTICATED_ROUTES = [
  '/',
  '/settings',
  '/settings/account',
  '/settings/appearance',
  '/settings/display',
  '/settings/notifications',
  '/tasks/',
  '/tasks/taskhome',
  '/tasks/settings',
  '/tasks/report',
  '/tasksView',
  '/TaskHistory',
  '/TaskAssignments',
  '/errors/{error}',
  ...under('/hr', [
    'WorkSchedules', 'TrainingCoursesCatalog', 'SkillsCertifications', 'SettingOverall', 'SettingIndividual',
    'Routesettings', 'Rewards', 'Reemployment', 'Preparation', 'PenaltiesViolations', 'PayrollNotifications',
    'OrganizationalStructure', 'IndividualDevelopmentPlans', 'FeedbackComplaints', 'Extra', 'EndService', 'Direct',
    'ContractRenewal', 'Circulars', 'BenefitsManagement', 'AutomatedRequests', 'AssetManagement', 'AskingPermission',
    'employees/', 'jobManagement/', 'jobManagement/jobApplications', 'jobManagement/interview',
  ]),
  '/Visits/',
  ...under('/Visits', ['report', 'formviewList', 'formsList', 'configInvitation', 'Search', 'InvitationOrder', 'Invitation']),
  '/Warehouses/',
  ...under('/Warehouses', [
    'Warehouses', 'WarehouseTransfers', 'ReportsAndStatistics', 'WarehouseManagements/WarehouseManagements',
    'ItemsRequests', 'ItemsImports', 'ItemsExports',
  ]),
  '/Maintenances/',
  ...under('/Maintenances', ['ReportsAndStatistics', 'OrdersManagement', 'MaintenanceTeamSuppliers', 'MaintenanceSchedules']),
  '/Law/',
  '/Law/courtCases',
  '/IncomingOutgoing/',
  ...under('/IncomingOutgoing', [
    'configIncomingOutgoing', 'TasksAndFollowUp', 'Settings', 'ReportsAndStatistics', 'InternalCirculars', 'Correspondence',
  ]),
  '/Facility/',
  // "FacilitySettings/StadiumsManages, HousingManages, HallsManages": each item is under /Facility as written.
  ...under('/Facility', [
    'ResidenceRooms', 'ReportsAndStatistics', 'PlayerRoomAssignments', 'FacilityBookings', 'Kitchens/MealIngredients',
    'Kitchens/Kitchens', 'Kitchens/KitchenMeals', 'Housing/Housing', 'FacilitySettings/StadiumsManages',
    'HousingManages', 'HallsManages', 'Camps/Camps',
  ]),
  '/Executive/',
  ...under('/Executive', [
    'configExecutive', 'VisitManagements', 'StakeholdersAnalysisReport', 'PerformanceReport', 'ArchivedActivities',
    'AppointmentsMeetings',
  ]),
  '/Assets/',
  ...under('/Assets', ['Assets', 'CustodyReceipt', 'DepreciationLog', 'Depreciations', 'Inventory', 'ReportsAndStatistics']),
  ...under('/Supports', ['SupportTickets/', 'FilesLibrary/', 'ClubMembers/']),
  '/Project/',
  ...SPEC_LIST_SCREENS.map((name) => `/${name}`),
] as const;

export const SPEC_ROUTES: readonly string[] = [...SPEC_PUBLIC_ROUTES, ...SPEC_AUTHENTICATED_ROUTES];

/** Two paths are the same screen with or without a trailing slash (`/tasks` and `/tasks/`). */
export const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

/** Whether a path is one SPEC §2 lists (a `{x}` placeholder matches one segment). */
export const isSpecPath = (path: string) =>
  SPEC_ROUTES.some((route) => {
    const pattern = route.replace(/(.)\/$/, '$1').replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`).test(path);
  });

/**
 * Screens the spec names or implies without giving them a path, each at a path of our choosing.
 * Kept short on purpose: a resource belongs at one of the spec's paths whenever it has one.
 */
export const SCREENS_WITHOUT_A_SPEC_PATH: Readonly<Record<string, string>> = {
  '/roles': 'the roles tab of "Roles and Users" (SPEC §2 Screen content)',
  '/pages': '"Manage Pages" (SPEC §2 Screen content, §6)',
  '/AuditLog': 'the audit trail of issue 3 (not in the spec)',
  '/SecurityLog': 'the security event log of issue 11 (not in the spec)',
  '/Trash': 'the deleted records, restorable until purged (issue 43, not in the spec)',
  '/SavedViews': 'the saved views of the lists, each one\'s own or shared with their role (issue 49, not in the spec)',
  '/PlayerSubscriptions/fees': 'the academy fee of each age group, the price list of the monthly fees at /PlayerSubscriptions (billing connected)',
  '/Facility/FacilityBookings/rates': 'the booking rates of each place, the price list of the bookings at /Facility/FacilityBookings (billing connected)',
  '/VoucherReceipt/allocations': 'what each receipt paid of each invoice, edited inside a receipt at /VoucherReceipt (billing connected)',
  '/Accounting/ChartOfAccounts': 'the general ledger\'s chart of accounts (issue 47, not in the spec)',
  '/Accounting/PostingAccounts': 'the account each kind of posting goes to (issue 47, not in the spec)',
  '/Accounting/Periods': 'the accounting periods and their lock (issue 47, not in the spec)',
  '/Accounting/JournalEntries': 'the general journal (issue 47, not in the spec)',
  '/Accounting/Ledger': 'the general ledger\'s lines, an account\'s ledger when filtered by it (issue 47, not in the spec)',
  '/facilities': 'the facility list behind the Facility dashboard (SPEC §3 Facility); /Facility/ is the dashboard',
  '/Assets/Categories': 'the "Asset Categories" permission label of SPEC §6',
  '/hr/OrganizationalStructure/positions': 'the positions tab of the Organizational Structure screen (SPEC §2 /hr/OrganizationalStructure)',
  '/RecordComments': 'the comments on every record, read on each record\'s page (issue 49, not in the spec)',
  '/Webhooks': 'the webhooks integrators subscribe to, made by the top role (issue 50, not in the spec)',
  '/WebhookDeliveries': 'the webhooks\' delivery log, read on each webhook\'s page (issue 50, not in the spec)',
  '/RecordFollowers': 'who chose to follow or unfollow a record (issue 49, not in the spec)',
  '/settings/NotificationPolicy': 'the notifications the club requires, locked on in everyone\'s settings (issue 49, not in the spec)',
  '/settings/ApiKeys': 'the integrators\' API keys, made by the top role (issue 50, not in the spec)',
  '/hr/EmployeeDocuments': 'staff documents that end (iqama, passport, licences) and their reminders (issue 48, not in the spec)',
  '/hr/Routesettings/steps': 'the steps of the approval routes, edited inside a route at /hr/Routesettings',
  '/hr/Circulars/receipts': 'the read receipts of the circulars (SPEC §2 /hr/Circulars: read receipts), reached from a circular',
  '/hr/TrainingCoursesCatalog/enrolments': 'the enrolments of the training courses, edited inside a course at /hr/TrainingCoursesCatalog',
  '/hr/LeaveBalances': 'each employee\'s leave balances, a tab of the Leave & Holidays screen (issue 48, not in the spec)',
  '/hr/LeaveMovements': 'every change of a leave balance, a tab of the Leave & Holidays screen (issue 48, not in the spec)',
  '/hr/LeaveTypes': 'the leave types and their rules, a tab of the Leave & Holidays screen (issue 48, not in the spec)',
  '/hr/LeaveTypes/payTiers': 'the pay tiers of the leave types, edited inside a type at /hr/LeaveTypes (issue 48)',
  '/hr/PublicHolidays': 'the public holidays of each year, a tab of the Leave & Holidays screen (issue 48, not in the spec)',
  '/hr/PayrollRuns': 'the monthly payroll runs (issue 48, not in the spec; the month\'s notices are /hr/PayrollNotifications)',
  '/hr/PayrollRuns/payslips': 'the payslips of the payroll runs, reached from a run at /hr/PayrollRuns (issue 48)',
  '/Law/courtCases/parties': 'the parties of the law cases, edited inside a case at /Law/courtCases',
  '/Law/courtCases/hearings': 'the hearings of the law cases, edited inside a case at /Law/courtCases',
  '/Visits/InvitationOrder/visitors': 'the visitors of an invitation order, edited inside the order at /Visits/InvitationOrder',
  '/Visits/formsList/questions': 'the questions of a survey, edited inside the survey at /Visits/formsList ("Survey Setup")',
  '/Warehouses/ItemsImports/lines': 'the lines of goods received, edited inside a receipt at /Warehouses/ItemsImports',
  '/Warehouses/ItemsExports/lines': 'the lines of goods issued, edited inside an issue at /Warehouses/ItemsExports',
  '/Warehouses/WarehouseTransfers/lines': 'the lines of the transfers, edited inside a transfer at /Warehouses/WarehouseTransfers',
  '/Assets/Inventory/lines': 'the assets of an inventory count, edited inside the count at /Assets/Inventory',
  '/Warehouses/ItemsRequests/lines': 'the items asked for, edited inside a request at /Warehouses/ItemsRequests',
  '/Volunteers': 'the volunteers behind the volunteering screens (SPEC §2 /VolunteersEvents, /VolunteerHoursLogs)',
  '/Supports/FilesLibrary/folders': 'the folders of the files library (SPEC §2 /Supports/FilesLibrary/)',
  '/help-center/articles': 'the articles the help centre reads (SPEC §2 /help-center), written here',
  '/chats/conversations': 'the conversations of the chats screen (SPEC §2 /chats)',
  '/chats/messages': 'the messages of the chats screen (SPEC §2 /chats)',
  '/chats/unread': 'the unread counts of the chats screen (SPEC §2 /chats)',
  '/chats/people': 'the colleagues one can chat with (SPEC §2 /chats)',
};
