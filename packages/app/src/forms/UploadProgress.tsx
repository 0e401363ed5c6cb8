import * as styles from './UploadProgress.css';

/**
 * How far an upload has gone, under a form that sends a picked image (the shortcut, the app, the
 * company's logo, a product's images): the bar, named by `label`, and `text` said as it changes.
 */
export function UploadProgress({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div className={styles.progress}>
      <progress className={styles.progressBar} max={100} value={percent} aria-label={label} />
      <span role="status">{text}</span>
    </div>
  );
}
