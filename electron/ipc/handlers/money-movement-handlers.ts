// Moving money: declared in the contract, not served yet. Each answers an `internal` /
// `not_implemented` envelope (after its input was checked), never silence.
import type { moneyMovementMethods } from '../../../shared/ipc/money-movement-methods';
import { NotImplementedError } from '../ipc-errors';
import type { HandlerTable } from '../handler-types';

const notImplemented = (method: keyof typeof moneyMovementMethods) => (): never => {
  throw new NotImplementedError(method);
};

export const moneyMovementHandlers: HandlerTable<keyof typeof moneyMovementMethods> = {
  'payments.prepare': notImplemented('payments.prepare'),
  'transfers.prepare': notImplemented('transfers.prepare'),
  'collections.prepare': notImplemented('collections.prepare'),
  'payments.prepareCancel': notImplemented('payments.prepareCancel'),
  'writes.confirm': notImplemented('writes.confirm'),
  'outbox.resume': notImplemented('outbox.resume'),
};
