import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export const LOADING_OVERLAY_MODES = ['container', 'fullScreen'] as const;
export type LoadingOverlayMode = (typeof LOADING_OVERLAY_MODES)[number];

export interface LoadingOverlayProps {
  /** The text, such as 'Carregando...' or 'Salvando...'. */
  label: string;
  /**
   * `container` covers the nearest positioned ancestor (give it `position: relative`);
   * `fullScreen` covers the viewport and blocks the page (saves).
   */
  mode?: LoadingOverlayMode;
  /** Render only while true (keeps call sites simple: `<LoadingOverlay visible={isSaving} ... />`). */
  visible?: boolean;
  /** Class for the veil `div` (the overlay itself). */
  className?: string;
}

/**
 * A veil with a spinner and a label over content that is loading or saving. The label is announced
 * (`role="status"`); the covered content gets no pointer events. The caller should also set
 * `aria-busy` on the region being loaded.
 */
export function LoadingOverlay({ label, mode = 'container', visible = true, className }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className={[styles.overlay[mode], className].filter(Boolean).join(' ')} data-mode={mode}>
      <div className={styles.panel}>
        <Spinner label={label} showLabel size="md" />
      </div>
    </div>
  );
}
