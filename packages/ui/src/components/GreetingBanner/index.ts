export { GreetingBanner, GREETING_BANNER_STATUSES, type GreetingBannerProps, type GreetingBannerStatus } from './GreetingBanner';
export { getGreetingPeriod, hourInSaoPaulo, GREETING_PERIODS, type GreetingPeriod } from './greeting';
