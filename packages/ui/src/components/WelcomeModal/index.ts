export { WelcomeModal, type WelcomeModalProps } from './WelcomeModal';
export { shouldShowWelcome, WELCOME_MAX_ACCOUNT_ID } from './shouldShowWelcome';
