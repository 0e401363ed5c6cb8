import { vars } from '../theme/contract.css';

/** Semantic tones shared by every component that signals meaning through colour. */
export const TONES = ['success', 'danger', 'warning', 'info', 'neutral', 'brand'] as const;
export type Tone = (typeof TONES)[number];

/** Foreground / soft background pairs for each tone; every pair meets WCAG AA for text. */
export const toneColors: Record<Tone, { fg: string; bg: string }> = {
  success: { fg: vars.color.success, bg: vars.color.successSoft },
  danger: { fg: vars.color.danger, bg: vars.color.dangerSoft },
  warning: { fg: vars.color.warning, bg: vars.color.warningSoft },
  info: { fg: vars.color.info, bg: vars.color.infoSoft },
  neutral: { fg: vars.color.neutral, bg: vars.color.neutralSoft },
  brand: { fg: vars.color.brand, bg: vars.color.brandSoft },
};
