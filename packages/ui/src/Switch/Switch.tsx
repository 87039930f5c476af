import type { ReactNode } from 'react';
import type { SwitchFieldProps as RACSwitchFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldProps } from '../Field';
import { SwitchHelp, SwitchLabel, SwitchRoot, SwitchThumb, SwitchTrack, SwitchTrackLine } from './Switch.styles';

export interface SwitchProps extends Omit<RACSwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. Without one, give the switch an `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: FieldProps['description'];
  /** Shown when the switch is invalid. */
  errorMessage?: FieldProps['errorMessage'];
}

/**
 * An on/off setting that takes effect at once (`isSelected`/`defaultSelected`, `onChange`).
 * Screen readers announce it as a switch; Space toggles it.
 */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  return (
    <SwitchRoot {...props}>
      <SwitchLabel>
        <SwitchTrackLine>
          <SwitchTrack aria-hidden="true">
            <SwitchThumb />
          </SwitchTrack>
        </SwitchTrackLine>
        {children != null ? <span>{children}</span> : null}
      </SwitchLabel>
      <SwitchHelp>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </SwitchHelp>
    </SwitchRoot>
  );
}
