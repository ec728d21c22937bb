// Every table of the one schema; drizzle-kit generates the migrations from this file.

export { auditLog } from '../features/audit/table';
export { accounts } from '../features/auth/table';
export { chatConnections, chatListEntries, chatMessages, chatProfiles, chats } from '../features/chat/table';
export { devices } from '../features/devices/table';
export { viewPreferences } from '../features/preferences/table';
export { quickPanelItems } from '../features/quick-panel/table';
export { storedFiles } from '../uploads/table';
export { sampleDataLoads } from './sample-data-table';
