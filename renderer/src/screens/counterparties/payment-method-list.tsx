// A counterparty's payment methods, each with its verification result up front and its
// identifiers masked by main. Unverified methods are flagged and counted at the top; a
// method the server no longer lists says so.
// With many methods, a search narrows them through `paymentMethods.list`.
import { useEffect, useState } from 'react';
import type { PaymentMethodView } from '../../../../shared/ipc';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ipcQuery } from '../../queries/ipc-queries';
import { GoneFromServer } from '../../components/gone-from-server';
import { isVerified, PaymentMethodDetails, VerificationBadge } from '../../components/lists/payment-method-details';
import { methodTypeLabel } from '../../../../shared/payment-method-words';
import { byCount, countOf } from '../../../../shared/count-words';

const SEARCH_FROM = 5;

export function unverifiedCount(methods: readonly PaymentMethodView[]): number {
  return methods.filter((method) => !isVerified(method.verification)).length;
}

/** "This method is", "2 of 3 methods are", "None of these methods is": the start of the warning that some are not verified. */
export function unverifiedWords(flagged: number, total: number): string {
  if (flagged === total) return byCount(total, 'This method is', 'None of these methods is');
  return `${flagged} of ${countOf(total, 'method', 'methods')} ${byCount(flagged, 'is', 'are')}`;
}

/** The methods matching `search` (after a pause in typing), or all of them when it is blank. */
function useMethodSearch(counterpartyId: string, all: readonly PaymentMethodView[], search: string): readonly PaymentMethodView[] {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), 200);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useQuery({ ...ipcQuery('paymentMethods.list', { counterpartyId, search: asked }), enabled: asked !== '', placeholderData: keepPreviousData });
  return search.trim() === '' || found.data === undefined ? all : found.data.rows;
}

export function PaymentMethodList({ counterpartyId, methods }: { counterpartyId: string; methods: readonly PaymentMethodView[] }) {
  const [search, setSearch] = useState('');
  const shown = useMethodSearch(counterpartyId, methods, search);
  const flagged = unverifiedCount(methods);
  return (
    <section className="detail-section" aria-label="Payment methods">
      <h3>Payment methods ({methods.length})</h3>
      {flagged > 0 && (
        <p className="notice notice-warning" role="note">
          <span aria-hidden="true">! </span>
          {unverifiedWords(flagged, methods.length)} not verified: check the holder&apos;s details before paying.
        </p>
      )}
      {methods.length === 0 && <p className="muted">No payment method is cached for this counterparty.</p>}
      {methods.length >= SEARCH_FROM && (
        <label>
          Find a payment method
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Label, bank, holder" />
        </label>
      )}
      {shown.map((method) => (
        <article key={method.id} className={`method-card${isVerified(method.verification) ? '' : ' method-card-flagged'}`} aria-label={`${methodTypeLabel(method.type)} in ${method.currency}${method.label !== null ? `, ${method.label}` : ''}`} data-id={method.id}>
          <h4>
            {method.label ?? methodTypeLabel(method.type)} <span className="muted">{method.currency}</span> <VerificationBadge verification={method.verification} />{' '}
            <GoneFromServer goneAt={method.goneAt} />
          </h4>
          <PaymentMethodDetails method={method} withVerification={false} />
        </article>
      ))}
    </section>
  );
}
