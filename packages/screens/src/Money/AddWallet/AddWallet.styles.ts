import { styled } from '@meridian/ui/theme';

/** @internal The flow's body, at a readable width. */
export const FlowBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  maxWidth: '$dialogLg',
});

/** @internal The buttons that connect a wallet, side by side. */
export const Connectors = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

/** @internal The wallet errors, one under the other. */
export const ErrorList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

/** @internal Why a connector offered is unavailable, under the buttons. */
export const ConnectorNotes = styled('div', {
  marginTop: '$2',
});
