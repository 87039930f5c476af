import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup, Stack } from '@meridian/ui';
import { OnboardingLayout } from './OnboardingLayout';

const meta = {
  title: 'Screens/Shell/OnboardingLayout',
  component: OnboardingLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Tell us about your company',
    description: 'This helps us set up your workspace.',
    steps: [
      { id: 'name', label: 'Workspace' },
      { id: 'company', label: 'Company' },
      { id: 'useCases', label: 'Use cases' },
      { id: 'phone', label: 'Contact' },
    ],
    currentStep: 'company',
    copyrightYear: 2026,
    children: (
      <SkeletonGroup>
        <Stack gap={4}>
          <Skeleton variant="block" height="40px" />
          <Skeleton variant="block" height="40px" />
          <Skeleton variant="block" height="40px" />
        </Stack>
      </SkeletonGroup>
    ),
  },
} satisfies Meta<typeof OnboardingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
