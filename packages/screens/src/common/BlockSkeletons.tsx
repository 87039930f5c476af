import { Skeleton, SkeletonGroup, Stack, type Space } from '@meridian/ui';

interface BlockSkeletonsProps {
  /** What is loading, said once for the group. */
  label: string;
  /** One block a height (a CSS length), top to bottom. */
  heights: readonly string[];
  gap?: Space;
}

/** A page's blocks (cards, a table) standing as skeletons while they load. */
export function BlockSkeletons({ label, heights, gap = 4 }: BlockSkeletonsProps) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap={gap}>
        {heights.map((height, index) => (
          <Skeleton key={index} variant="block" height={height} />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}
