// Every table, gathered from the features for Drizzle's relational queries and for drizzle-kit.

export * from '../features/accounts/accounts.table.js';
export * from '../features/content/content.table.js';
export * from '../features/preferences/preferences.table.js';
export * from '../features/subscriptions/subscriptions.table.js';
