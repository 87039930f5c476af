import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button, Text } from '@meridian/ui';
import { LANGUAGES, type Language } from '@meridian/contract';
import { GuestLayout, type GuestLayoutProps } from './GuestLayout';

const meta = {
  title: 'Screens/Auth/GuestLayout',
  component: GuestLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Welcome to Meridian',
    description: 'Accept crypto payments in minutes.',
    children: (
      <>
        <Text>The card holds one task at a time: a form, a message or a choice.</Text>
        <Button fullWidth size="lg">
          Continue
        </Button>
      </>
    ),
    copyrightYear: 2026,
  },
} satisfies Meta<typeof GuestLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEyebrowAndBelow: Story = {
  args: { eyebrow: 'Step 1 of 2', below: <Text tone="muted">Questions? support@meridian.example</Text> },
};

const onChangeLanguage = fn();

/** The app's picker, showing the language the story is in (the Storybook locale). */
function WithPicker(args: GuestLayoutProps) {
  const { locale } = useIntl();
  const value = LANGUAGES.find((code): code is Language => code === locale) ?? 'en';
  return <GuestLayout {...args} languagePicker={{ value, onChange: onChangeLanguage }} />;
}

/** The language picker in the footer, as every signed-out page of the app shows it. */
export const WithLanguagePicker: Story = { render: (args) => <WithPicker {...args} /> };

/** The picker open: each language named in itself. */
export const LanguagePickerOpen: Story = {
  render: (args) => <WithPicker {...args} />,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await userEvent.click(await within(footer).findByRole('button'));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'Français', 'Português']);
  },
};
