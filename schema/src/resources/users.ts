import { defineResource, f } from '../index';

export const users = defineResource({
  name: 'users',
  route: '/users',
  menu: { group: 'users', icon: 'People', order: 1, screen: 'rolesAndUsers' },
  recordRepresentation: ['firstName', 'lastName'],
  fields: {
    firstName: f.text({ required: true, maxLength: 80, search: true }),
    // Optional: an invited user is known by an email until they fill in the rest.
    lastName: f.text({ maxLength: 80, search: true }),
    // The name as it is written in Arabic: shown, sorted and searched on Arabic screens.
    firstNameAr: f.text({ maxLength: 80, search: true }),
    lastNameAr: f.text({ maxLength: 80, search: true }),
    username: f.text({ required: true, unique: true, minLength: 3, maxLength: 40, pattern: '^[a-z0-9._-]+$', search: true }),
    // Contact data: the directory (names, usernames, roles) is everyone's, a colleague's email and
    // phone number only the managers' and administrators'.
    email: f.email({ required: true, unique: true, sensitive: { grant: 'contactDetails', roles: ['manager'] } }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: { grant: 'contactDetails', roles: ['manager'] } }),
    password: f.password({ minLength: 8, maxLength: 256 }),
    // A role's key ('cashier') may stand for its id in writes and filters (roles' natural key).
    roleId: f.reference('roles', { required: true }),
    status: f.enum(['active', 'inactive', 'invited', 'suspended'], { required: true, default: 'active' }),
    description: f.longText({ maxLength: 1000 }),
    // A face beside the name in lists of assignees and on the profile.
    photo: f.file({ types: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 2 * 1024 * 1024 }),
    /** The user's own settings (notification choices…), written through /api/auth/me; read by administrators. */
    preferences: f.json({ sensitive: { grant: 'userPreferences' } }),
  },
  list: { columns: ['firstName', 'lastName', 'username', 'email', 'roleId', 'status'], sort: ['firstName', 'ASC'] },
  filters: { status: { alwaysOn: true }, roleId: { alwaysOn: true }, username: {}, phone: { ops: ['eq'] } },
  // Everyone sees the staff directory (assignees, responsible people); only admins change it.
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'] },
});
