import { styled } from '@meridian/ui/theme';

/** @internal The buttons that connect a wallet, side by side. */
export const Connectors = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

/** @internal The wallet errors, one under the other. */
export const ErrorList = styled('ul', {
  bareList: true,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

/** @internal Why a connector offered is unavailable, under the buttons. */
export const ConnectorNotes = styled('div', {
  marginTop: '$2',
});
