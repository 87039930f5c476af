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
