export { Spinner, SPINNER_SIZES, type SpinnerProps, type SpinnerSize } from './Spinner';
