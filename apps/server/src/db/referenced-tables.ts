// The tables another feature's foreign keys point at, for that feature's table file to import.
// A feature does not import another feature, and importing them through db/schema.ts made a
// cycle (schema.ts gathers that very table file); this module imports nothing that imports it.
// A new cross-feature foreign key adds its target here.

export { users } from '../features/accounts/accounts.table.js';
export { owners, patients } from '../features/patients/patients.table.js';
