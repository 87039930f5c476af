import {
  CheckboxButton as RACCheckboxButton,
  CheckboxField as RACCheckboxField,
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  Text,
} from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox.styles';
import { RadioCircle } from '../RadioGroup/RadioGroup.styles';
import { css, styled } from '../theme/stitches.config';

/** @internal */
export const CardGrid = styled('div', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'minmax(0, 1fr)',
  variants: {
    columns: {
      1: {},
      2: { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      3: {
        '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  },
  defaultVariants: { columns: 1 },
});

/** @internal A card's icon tile. */
export const CardIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$8',
  borderRadius: '$2',
  backgroundColor: '$accentSubtle',
  color: '$accentText',
  '& svg': { size: '$5' },
});

/** @internal The card: a radio or checkbox field whose whole surface is the control's label. */
const cardStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  minWidth: 0,
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$3',
  transition: 'border-color $fast, background-color $fast',
  '&[data-selected]': { borderColor: '$accentSolid', backgroundColor: '$accentSubtle' },
  [`&[data-selected] ${CardIcon}`]: { backgroundColor: '$surface' },
  '&[data-invalid]': { borderColor: '$dangerText' },
  '&[data-disabled]': { opacity: 0.55 },
  [`&[data-selected] ${CheckboxBox}`]: { backgroundColor: '$accentSolid', borderColor: '$accentSolid' },
  [`&[data-selected] ${RadioCircle}`]: {
    backgroundColor: '$accentSolid',
    borderColor: '$accentSolid',
    '&::after': { transform: 'scale(0.4)' },
  },
  [`&[data-invalid] ${CheckboxBox}, &[data-invalid] ${RadioCircle}`]: { borderColor: '$dangerText' },
});

/**
 * @internal The title is the control's label; its overlay stretches over the whole card, so a
 * press anywhere on the card toggles it while the accessible name stays the title alone.
 */
const cardLabelStyles = css({
  display: 'block',
  fontSize: '$3',
  fontWeight: '$semibold',
  lineHeight: '$normal',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 'calc(-1 * $borderWidths$1)',
    borderRadius: '$3',
    transition: 'box-shadow $fast',
  },
  '&[data-hovered]::after': { boxShadow: 'inset 0 0 0 $borderWidths$thin $colors$borderStrong' },
  '&[data-focus-visible]::after': { boxShadow: '$focus' },
  '&[data-disabled]': { cursor: 'not-allowed' },
});

/** @internal */
export const RadioCard = styled(RACRadioField, cardStyles);
/** @internal */
export const CheckboxCard = styled(RACCheckboxField, cardStyles);
/** @internal */
export const RadioCardLabel = styled(RACRadioButton, cardLabelStyles);
/** @internal */
export const CheckboxCardLabel = styled(RACCheckboxButton, cardLabelStyles);

/** @internal */
export const CardBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  flex: 1,
  minWidth: 0,
});

/** @internal */
export const CardDescription = styled(Text, {
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal Holds the radio or checkbox mark level with the title. */
export const CardIndicator = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: '1lh',
  fontSize: '$3',
  lineHeight: '$normal',
});
