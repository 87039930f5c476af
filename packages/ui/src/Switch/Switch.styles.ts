import { SwitchButton as RACSwitchButton, SwitchField as RACSwitchField } from 'react-aria-components';
import { choiceFieldRoot, choiceLabel } from '../CheckboxGroup/CheckboxGroup.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const SwitchRoot = styled(RACSwitchField, choiceFieldRoot);

/** @internal */
export const SwitchThumb = styled('span', {
  size: '$5',
  borderRadius: '$round',
  // White on both the grey and the accent track, in both themes.
  backgroundColor: '$onAccent',
  boxShadow: '$1',
  transition: 'transform $fast',
});

/** @internal */
export const SwitchTrack = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '$8',
  height: '$6',
  border: '$borderWidths$2 solid transparent',
  borderRadius: '$round',
  backgroundColor: '$controlTrack',
  transition: 'background-color $fast, box-shadow $fast',
});

/** @internal Centres the track on the label's first line. */
export const SwitchTrackLine = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1lh',
  flexShrink: 0,
});

/** @internal A choice's label, with more room after the track than after a box. */
export const SwitchLabel = styled(RACSwitchButton, choiceLabel, {
  gap: '$3',
  [`&[data-hovered] ${SwitchTrack}`]: { backgroundColor: '$controlTrackHover' },
  [`&[data-selected] ${SwitchTrack}`]: { backgroundColor: '$accentSolid' },
  [`&[data-selected][data-hovered] ${SwitchTrack}`]: { backgroundColor: '$accentSolidHover' },
  // The track is 40px with a 2px border and the thumb 20px: it travels 16px.
  [`&[data-selected] ${SwitchThumb}`]: { transform: 'translateX($sizes$4)' },
  [`&[data-focus-visible] ${SwitchTrack}`]: { focusRing: true },
});

/** @internal Description aligned with the label text. */
export const SwitchHelp = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingLeft: 'calc($sizes$8 + $space$3)',
  '&:empty': { display: 'none' },
});
