import { styled } from '../theme/stitches.config';

/**
 * @internal Scanners need dark modules on a light ground, so the code keeps the light
 * theme's colours in the dark theme too (the component puts the light theme's class on it).
 */
export const QRCodeFrame = styled('span', {
  display: 'inline-block',
  lineHeight: 0,
  borderRadius: '$3',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  overflow: 'hidden',
});

/** @internal */
export const QRCodeSvg = styled('svg', {
  display: 'block',
  shapeRendering: 'crispEdges',
  '& rect': { fill: '$surface' },
  '& path': { fill: '$text' },
});
