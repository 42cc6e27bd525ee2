// 004: the review an outbox entry was confirmed from:
//   prepared_id  the prepared id `writes.confirm` took, so a window whose confirm
//                lost its answer finds exactly its own entry; NULL for entries written
//                before this column existed and for writes not made from a review.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration004OutboxPreparedId: NumberedMigration = {
  version: 4,
  name: 'outbox prepared id',
  up(db) {
    db.exec('ALTER TABLE outbox ADD COLUMN prepared_id TEXT;');
  },
};
