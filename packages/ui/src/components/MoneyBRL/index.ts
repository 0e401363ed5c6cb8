export { MoneyBRL, MONEY_EMPHASES, type MoneyBRLProps, type MoneyEmphasis } from './MoneyBRL';
export { formatBRL } from './formatBRL';
