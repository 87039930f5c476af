import { CheckboxGroup as RACCheckboxGroup } from 'react-aria-components';
import { css, styled } from '../theme/stitches.config';

/** @internal The column of a group of choices: label, options, description, error. */
export const choiceGroupRoot = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

/** @internal One choice's column (a checkbox, a radio, a switch): the control, then its help. */
export const choiceFieldRoot = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

/** @internal A choice's clickable label: its indicator, then its text; disabled, it fades. */
export const choiceLabel = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  alignSelf: 'flex-start',
  fontSize: '$3',
  lineHeight: '$normal',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
});

/** @internal Centres a choice's indicator on its label's first line, however many lines the label takes. */
export const IndicatorLine = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: '1lh',
  flexShrink: 0,
});

/** @internal The options of a checkbox or radio group, stacked or in a wrapping row. */
export const ChoiceGroupOptions = styled('div', {
  display: 'flex',
  gap: '$3',
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '$5' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** @internal */
export const StyledCheckboxGroup = styled(RACCheckboxGroup, choiceGroupRoot);
