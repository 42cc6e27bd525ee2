// How money comes into the chosen account, read from the server when the account is
// chosen (never cached): its bank deposit instructions (routing number to copy, the
// account number's last four digits only) and its blockchain deposit addresses (each to
// copy and with a QR code). A USD account can be given a US account number from here
// ("New account number": the write flow's review and confirm, in the side panel; where the
// environment cannot send, the button says so and leads to Settings).
import { useQuery } from '@tanstack/react-query';
import { plainErrorOf } from '../../../lib/ipc-client';
import { formatDateTime } from '../../../lib/format-time';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { ipcQuery } from '../../queries/ipc-queries';
import { currencyOf, type AccountBalance } from './account-balance';
import { DepositAddressList, type DepositAddress } from './deposit-address-list';
import { DepositInstructionList } from './deposit-instruction-list';
import { accountShownName } from '../../components/account-names';
import { useWriteStart, WriteStartButton } from '../../components/write-flow/write-start';

/** The account's addresses: those it lists, then any an instruction gives that the list lacks. */
function addressesOf(
  listed: readonly DepositAddress[],
  instructions: readonly { id: string; kind: string; status: string; text: string; copyValues: readonly { label: string; value: string }[] }[],
): DepositAddress[] {
  const out = [...listed];
  for (const item of instructions) {
    if (item.kind !== 'blockchain_address') continue;
    const address = item.copyValues.find((copy) => copy.label === 'Address')?.value;
    if (address === undefined || out.some((known) => known.address === address)) continue;
    const [chain = 'blockchain', asset = ''] = item.text.split(' ');
    out.push({ id: item.id, chain, asset, status: item.status, address });
  }
  return out;
}

export function AccountFundingSection({ account, onNewAccountNumber }: { account: AccountBalance; onNewAccountNumber: (account: AccountBalance) => void }) {
  const accountId = account.accountId;
  const name = accountShownName(account);
  const instructions = useQuery({ ...ipcQuery('accounts.depositInstructions', { accountId }), staleTime: 60_000 });
  const addresses = useQuery({ ...ipcQuery('accounts.blockchainAddresses', { accountId }), staleTime: 60_000 });
  const usd = currencyOf(account) === 'USD';
  const start = useWriteStart();
  const failed = instructions.isError ? instructions.error : addresses.isError ? addresses.error : null;
  const retry = () => {
    void instructions.refetch();
    void addresses.refetch();
  };

  const body = () => {
    if (failed !== null && !instructions.isFetching && !addresses.isFetching) {
      return <ErrorPanel error={plainErrorOf(failed)} title="How to fund this account could not be read" onRetry={retry} />;
    }
    if (instructions.data === undefined || addresses.data === undefined) return <LoadingRows label={`Loading how to fund ${name}`} rows={3} />;
    const bank = instructions.data.items.filter((item) => item.kind !== 'blockchain_address');
    const wallets = addressesOf(addresses.data.items, instructions.data.items);
    if (bank.length === 0 && wallets.length === 0) {
      return (
        <EmptyState title="No deposit instructions yet">
          <p>{usd ? `${name} has no account number or deposit address yet. Create an account number so payers can send money to it.` : `${name} has no deposit instruction or address yet.`}</p>
        </EmptyState>
      );
    }
    return (
      <>
        {bank.length > 0 && (
          <>
            <h3>Bank deposit instructions</h3>
            <DepositInstructionList instructions={bank} />
          </>
        )}
        {wallets.length > 0 && (
          <>
            <h3>Blockchain deposit addresses</h3>
            <DepositAddressList addresses={wallets} />
          </>
        )}
        <p className="muted">Read from the server {formatDateTime(instructions.data.readAt)}. Account numbers show their last four digits only.</p>
      </>
    );
  };

  return (
    <section className="account-funding" aria-labelledby="account-funding-title">
      <header className="account-funding-header">
        <h2 id="account-funding-title">Deposit instructions: {name}</h2>
        {usd ? (
          <WriteStartButton label="New account number" start={start} onStart={() => onNewAccountNumber(account)} />
        ) : (
          <span className="muted">US account numbers are given to USD accounts only.</span>
        )}
      </header>
      {body()}
    </section>
  );
}
