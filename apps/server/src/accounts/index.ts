/**
 * The platform's accounts: the `accounts` and `auth_sessions` tables, and the reads and writes the guard,
 * the upload module and the features share (sign-in is the auth feature's; the user-data list is the users
 * feature's). Features refer to `accounts` for their owner columns from here.
 */
export * from './account-admin';
export * from './queries';
export * from './sessions';
export * from './table';
