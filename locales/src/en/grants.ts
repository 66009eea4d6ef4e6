import type { GrantStrings } from '../types';

export const grants: GrantStrings = {
  contactDetails: { name: "Users' contact details", description: 'Read the email addresses and phone numbers of users' },
  userPreferences: { name: "Users' preferences", description: 'Read the personal settings of users' },
  roleMatrices: { name: 'Role permissions', description: 'Read what each role may do' },
  allMaintenanceRequests: { name: 'Every maintenance request', description: 'See all maintenance requests, not only those one filed or is responsible for' },
  allItemsRequests: { name: 'Every items request', description: 'See all requests for warehouse items, not only those one made' },
  salaries: { name: 'Salaries', description: "Read employees' pay, allowances, bank details and end-of-service awards" },
  pollBallots: { name: 'Poll ballots', description: 'Read the sealed ballots that keep one answer per person in a poll (no one needs them)' },
  employeeContacts: { name: "Employees' contact details", description: 'Read the phone numbers and email addresses of employees' },
  allLeaveBalances: { name: 'Every leave balance', description: 'See the leave balances and their history of every employee, not only one\'s own' },
  allEmployeeRequests: { name: 'Every employee request', description: 'See all HR requests, not only one\'s own or those awaiting one\'s decision' },
  hrCases: { name: 'Every feedback to HR', description: 'Read and answer all feedback and complaints sent to HR, not only one\'s own' },
  feedbackAuthors: { name: 'Authors of feedback', description: 'See which account sent a feedback entry, anonymous ones included' },
  allPlayers: { name: 'Every player', description: "See every player and their attendance, matches, evaluations and addresses, not only one's own children (the parent portal)" },
  allSupportTickets: { name: 'Every support ticket', description: 'See and handle every support ticket, not only those one raised or is assigned' },
  allChats: { name: 'Every conversation', description: 'Read every staff conversation and its messages, not only those one takes part in (for oversight)' },
  confidentialCorrespondence: { name: 'Confidential letters', description: 'Read every confidential and top-secret letter, not only those one registered, is assigned or heads the department of' },
  personalIdentifiers: { name: 'Identity numbers and dates of birth', description: 'Read the national ID, iqama or passport numbers and dates of birth of players, parents, staff, members, volunteers, visitors and drivers' },
  personalContacts: { name: "People's contact details", description: 'Read the phone numbers, emails and addresses of players, parents, coaches, volunteers, visitors, applicants, drivers and passengers' },
  memberContacts: { name: "Club members' contact details", description: 'Read the phone numbers and emails of club members' },
  allNotifications: { name: "Everyone's notifications", description: 'Read the in-app notifications of every user, not only one\'s own' },
};
