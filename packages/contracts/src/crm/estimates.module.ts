import { salesModule } from './sales.module';

export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;

/** Estimates (SPEC 4.6): priced offers to a client, valid from estimate_date until valid_until. */
export const estimatesModule = salesModule({
  name: 'Estimate',
  plural: 'Estimates',
  path: 'estimates',
  permission: 'estimates',
  dates: ['estimate_date', 'valid_until'],
  statuses: ESTIMATE_STATUSES,
  initial: 'draft',
});
