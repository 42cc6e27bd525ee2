// The account's own blockchain deposit addresses: each with its chain and asset, the
// address as text (left to right, selectable), a copy button and a QR code to scan.
import { StatusBadge, humanize } from '../../components/status-badge';
import { CopyButton } from '../settings/copy-button';
import { AddressQrCode } from './address-qr-code';

export interface DepositAddress {
  readonly id: string;
  readonly chain: string;
  readonly asset: string;
  readonly status: string;
  readonly address: string;
}

const INSTRUCTION_STATUSES = ['active', 'suspended', 'closed'] as const;

export function DepositAddressList({ addresses }: { addresses: readonly DepositAddress[] }) {
  return (
    <ul className="funding-list" aria-label="Blockchain deposit addresses">
      {addresses.map((item) => {
        const what = `${item.asset} on ${humanize(item.chain)}`;
        return (
          <li key={item.id} className="funding-item funding-address">
            <AddressQrCode address={item.address} what={what} />
            <div className="funding-item-text">
              <span className="funding-item-title">
                <bdi>{what}</bdi> <StatusBadge status={item.status} known={INSTRUCTION_STATUSES} />
              </span>
              <code className="funding-address-text" dir="ltr">
                {item.address}
              </code>
              <span>
                <CopyButton text={item.address} what={`the ${what} address`} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
