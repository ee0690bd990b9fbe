// Every table, gathered from the features for Drizzle's relational queries and for drizzle-kit.

export * from '../features/accounts/accounts.table.js';
export * from '../features/ads/ads.table.js';
export * from '../features/algorithms/algorithms.table.js';
export * from '../features/content/content.table.js';
export * from '../features/ddx/ddx.table.js';
export * from '../features/favorites/favorites.table.js';
export * from '../features/flashcards/flashcards.table.js';
export * from '../features/handouts/handouts.table.js';
export * from '../features/interactions/interactions.table.js';
export * from '../features/management/management.table.js';
export * from '../features/news/news.table.js';
export * from '../features/patients/patients.table.js';
export * from '../features/preferences/preferences.table.js';
export * from '../features/prescriptions/certificates.table.js';
export * from '../features/prescriptions/prescription-templates.table.js';
export * from '../features/prescriptions/prescriptions.table.js';
export * from '../features/search/search.table.js';
export * from '../features/subscriptions/subscriptions.table.js';
export * from '../lib/search-index/search-index.table.js';
