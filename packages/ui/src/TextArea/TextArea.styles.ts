import { TextArea as RACTextArea } from 'react-aria-components';
import { controlStyles } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledTextArea = styled(RACTextArea, controlStyles, {
  display: 'block',
  py: '$2',
  lineHeight: '$normal',
  resize: 'vertical',
  '&[readonly]': { backgroundColor: '$bgSubtle', borderColor: '$border' },
});

/** @internal The line under the text area: description at the start, character count at the end. */
export const HelpRow = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  gap: '$3',
});

/** @internal */
export const Count = styled('span', {
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: '$2',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
  variants: {
    atLimit: { true: { color: '$text', fontWeight: '$medium' } },
  },
});
