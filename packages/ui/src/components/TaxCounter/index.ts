export { TaxCounter, TAX_COUNTER_STATUSES, type TaxCounterProps, type TaxCounterStatus } from './TaxCounter';
export {
  splitTaxCounter,
  splitTaxCounterCents,
  toCents,
  TAX_COUNTER_GROUPS,
  TAX_COUNTER_INTERVAL_MS,
  type TaxCounterGroup,
  type TaxCounterGroupKey,
} from './splitTaxCounter';
