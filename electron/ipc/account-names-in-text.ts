// The server names an account by its id in its messages ("Account acc_… does not have
// enough available balance"); a person knows the account by its name. Every message of
// the server main shows in the window (a write's outcome, an outbox entry's line and
// error) goes through here, so the account is named the same way everywhere.
import { isolatedLine } from '../pre-send-checks';
import type { EnvironmentServices } from '../host';

/** An account's name in the cache, when it is there. */
export type AccountNameOf = (id: string) => string | undefined;

/** Names nothing: the messages stay as the server wrote them. */
export const noAccountNames: AccountNameOf = () => undefined;

/** The names of the accounts in this environment's cache. */
export function cachedAccountNames(services: Pick<EnvironmentServices, 'cache'>): AccountNameOf {
  return (id) => services.cache.accounts.get(id)?.name;
}

const ACCOUNT_BY_ID = /\bAccount (acc_[A-Za-z0-9_-]+)/g;

/** "Account acc_… does not have …" → "The account Payroll USD does not have …" (an account the cache does not know keeps its id). */
export function withAccountNames(message: string, accountName: AccountNameOf): string {
  return message.replace(ACCOUNT_BY_ID, (whole, id: string) => {
    const name = accountName(id);
    return name === undefined ? whole : `The account ${isolatedLine(name)}`;
  });
}
