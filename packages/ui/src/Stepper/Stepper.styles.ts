import { Button as RACButton } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StepList = styled('ol', {
  bareList: true,
  display: 'flex',
  fontFamily: '$body',
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'flex-start', gap: '$2' },
      vertical: { flexDirection: 'column' },
    },
  },
});

/** @internal */
export const StepItem = styled('li', {
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  variants: {
    orientation: {
      horizontal: { flex: '1 1 0' },
      vertical: { paddingBottom: '$6', '&:last-child': { paddingBottom: 0 } },
    },
  },
});

/**
 * @internal The line to the next step. It is drawn from this step's indicator to the edge of
 * the item, so that it meets the next step's indicator across the list's gap.
 */
export const StepConnector = styled('span', {
  position: 'absolute',
  backgroundColor: '$border',
  borderRadius: '$round',
  variants: {
    orientation: {
      horizontal: {
        height: '2px',
        top: 'calc($sizes$7 / 2 - 1px)',
        insetInlineStart: 'calc($sizes$7 + $space$2)',
        insetInlineEnd: 0,
      },
      vertical: {
        width: '2px',
        insetInlineStart: 'calc($sizes$7 / 2 - 1px)',
        top: 'calc($sizes$7 + $space$1)',
        bottom: '$1',
      },
    },
    complete: { true: { backgroundColor: '$accentSolid' } },
  },
});

const stepContent = {
  display: 'flex',
  gap: '$3',
  minWidth: 0,
  textAlign: 'start',
  variants: {
    orientation: {
      horizontal: { flexDirection: 'column', alignItems: 'flex-start', gap: '$2', paddingInlineEnd: '$2' },
      vertical: { flexDirection: 'row', alignItems: 'flex-start' },
    },
  },
} as const;

/** @internal */
export const StepContent = styled('div', stepContent);

/** @internal A completed step that takes the user back to it. */
export const StepButton = styled(RACButton, {
  all: 'unset',
  boxSizing: 'border-box',
  ...stepContent,
  cursor: 'pointer',
  borderRadius: '$2',
  '&[data-focus-visible]': { focusRing: true },
  '&[data-hovered] [data-step-label], &[data-pressed] [data-step-label]': {
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
});

/** @internal */
export const StepIndicator = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$7',
  borderRadius: '$round',
  fontSize: '$2',
  fontWeight: '$semibold',
  fontVariantNumeric: 'tabular-nums',
  borderStyle: 'solid',
  borderWidth: '$2',
  '& svg': { size: '$4' },
  variants: {
    status: {
      complete: { backgroundColor: '$accentSolid', borderColor: '$accentSolid', color: '$onAccent' },
      current: { backgroundColor: '$accentSubtle', borderColor: '$accentSolid', color: '$accentText' },
      upcoming: { backgroundColor: '$surface', borderColor: '$borderStrong', color: '$textMuted' },
      error: { backgroundColor: '$dangerSolid', borderColor: '$dangerSolid', color: '$onDanger' },
    },
  },
});

/** @internal */
export const StepText = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  variants: {
    orientation: {
      horizontal: {},
      // Centres a one-line label on the indicator.
      vertical: { paddingTop: '$1' },
    },
  },
});

/** @internal */
export const StepLabel = styled('span', {
  fontSize: '$3',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: {
    status: {
      complete: { color: '$text', fontWeight: '$medium' },
      current: { color: '$text', fontWeight: '$semibold' },
      upcoming: { color: '$textMuted', fontWeight: '$medium' },
      error: { color: '$dangerText', fontWeight: '$semibold' },
    },
  },
});

/** @internal */
export const StepDescription = styled('span', {
  fontSize: '$2',
  color: '$textMuted',
  lineHeight: '$tight',
});
