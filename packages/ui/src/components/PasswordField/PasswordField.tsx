import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible label of the toggle while the password is hidden, such as 'Mostrar senha'. */
  showLabel: string;
  /** Accessible label of the toggle while the password is shown, such as 'Ocultar senha'. */
  hideLabel: string;
  /** Starts with the password shown. */
  defaultVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle is a real button whose accessible
 * name says what it will do ('Mostrar senha' / 'Ocultar senha'). Ref and input props are forwarded
 * as in TextField, so `register('password')` works.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, defaultVisible = false, onVisibleChange, disabled, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const toggle = () => {
    setVisible((v) => !v);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          disabled={disabled}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
        >
          {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
        </button>
      }
    />
  );
});
