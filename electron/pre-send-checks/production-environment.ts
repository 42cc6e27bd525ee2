// production_environment: in production every write moves real money or real data,
// so the confirmation must name the environment (the person types "production").
import type { Check, CheckContext } from './check-types';

export function productionEnvironmentCheck(ctx: Pick<CheckContext, 'environment'>): Check | undefined {
  if (ctx.environment !== 'production') return undefined;
  return {
    code: 'production_environment',
    severity: 'warning',
    message: 'This is the PRODUCTION environment: this is real and cannot be undone from here. Type "production" to confirm.',
  };
}
