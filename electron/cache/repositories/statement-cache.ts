// The cache's repositories use the one statement cache of the main process's SQLite files.
export { cachedStatement } from '../../sqlite/statement-cache';
