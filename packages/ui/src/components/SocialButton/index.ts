export { SocialButton, SOCIAL_PROVIDERS, type SocialButtonProps, type SocialProvider } from './SocialButton';
