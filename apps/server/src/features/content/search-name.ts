// Moved to lib so the management area computes the same form when it publishes.
export { searchName } from '../../lib/search-name.js';
