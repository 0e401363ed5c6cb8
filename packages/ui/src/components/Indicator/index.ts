export { Indicator, INDICATOR_STATUSES, type IndicatorProps, type IndicatorLabels, type IndicatorStatus } from './Indicator';
export { formatPercent } from './formatPercent';
