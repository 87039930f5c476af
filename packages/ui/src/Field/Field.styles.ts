import { FieldError as RACFieldError, Input as RACInput, Label as RACLabel, Text } from 'react-aria-components';
import { css, styled } from '../theme/stitches.config';

/** @internal The column every labelled control sits in: label, control, description, error. */
export const FieldRoot = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  width: '$full',
  maxWidth: '$field',
  variants: {
    fullWidth: { true: { maxWidth: 'none' } },
  },
});

/** @internal */
export const StyledLabel = styled(RACLabel, {
  fontSize: '$3',
  fontWeight: '$medium',
  color: '$text',
});

/** @internal */
export const StyledDescription = styled(Text, {
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal */
export const StyledFieldError = styled(RACFieldError, {
  fontSize: '$2',
  color: '$dangerText',
  fontWeight: '$medium',
});

/**
 * @internal The look shared by every text-like control (inputs, the select trigger, the
 * combo box input): it reacts to RAC's data attributes on itself or on its group.
 */
export const controlStyles = css({
  boxSizing: 'border-box',
  width: '$full',
  minHeight: '$controlMd',
  px: '$3',
  fontFamily: '$body',
  fontSize: '$3',
  color: '$text',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $borderStrong',
  borderRadius: '$2',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&[data-hovered]': { borderColor: '$borderHover' },
  '&[data-focused], &[data-focus-within]': {
    borderColor: '$accentSolid',
    boxShadow: '0 0 0 $borderWidths$thin $colors$accentSolid',
  },
  '&[data-invalid]': { borderColor: '$dangerText' },
  '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
    boxShadow: '0 0 0 $borderWidths$thin $colors$dangerText',
  },
  '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: '$bgSubtle' },
});

/** @internal */
export const StyledInput = styled(RACInput, controlStyles);

/** @internal A small icon button inside a field (reveal, clear, the number steppers): muted, darker when hovered. */
export const fieldIconButton = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textMuted',
  cursor: 'pointer',
  transition: 'background-color $fast, color $fast',
  '& svg': { size: '$4' },
  '&[data-hovered], &[data-pressed]': { backgroundColor: '$bgHover', color: '$text' },
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
});
