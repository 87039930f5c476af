import { Input as RACInput } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal The row of boxes with the real input laid over it. */
export const CodeFrame = styled('div', {
  position: 'relative',
  display: 'flex',
  width: 'fit-content',
  maxWidth: '$full',
});

/** @internal */
export const Boxes = styled('div', {
  display: 'flex',
  gap: '$2',
});

/**
 * @internal One digit's box. `data-active` marks where the next digit goes (the caret), the
 * field's own focus indicator; the field root carries invalid and disabled.
 */
export const Box = styled('div', {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$8',
  height: '$9',
  border: '$borderWidths$thin solid $borderStrong',
  borderRadius: '$2',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$mono',
  fontSize: '$7',
  fontWeight: '$semibold',
  lineHeight: 1,
  transition: 'border-color $fast, box-shadow $fast',
  '&[data-active]': { borderColor: '$accentSolid', boxShadow: '0 0 0 $borderWidths$thin $colors$accentSolid' },
  '[data-invalid] &': { borderColor: '$dangerText' },
  '[data-invalid] &[data-active]': { boxShadow: '0 0 0 $borderWidths$thin $colors$dangerText' },
  '[data-disabled] &': { opacity: 0.55, backgroundColor: '$bgSubtle' },
});

/** @internal A static caret in the active empty box. */
export const Caret = styled('span', {
  width: '2px',
  height: '$6',
  borderRadius: '$1',
  backgroundColor: '$accentSolid',
});

/**
 * @internal The one real input: it covers the boxes (so a tap or click lands on it) but is not
 * painted; the boxes show its value and caret.
 */
export const HiddenInput = styled(RACInput, {
  position: 'absolute',
  inset: 0,
  size: '$full',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: '$4',
  opacity: 0,
  cursor: 'text',
  '&[data-disabled]': { cursor: 'not-allowed' },
});
