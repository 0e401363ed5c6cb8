import './fonts.css';
import './global.css';

export { vars } from './contract.css';
export { visuallyHidden } from './visuallyHidden.css';
export { fadeIn, slideIn, pulse, spin } from './global.css';
export {
  breakpoints,
  media,
  mediaMatches,
  durations,
  colorTokens,
  spaceTokens,
  radiusTokens,
  fontTokens,
  shadowTokens,
  zIndexTokens,
} from './tokens';
