export { RetryNotice, type RetryNoticeProps } from './RetryNotice';
