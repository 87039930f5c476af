import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useToast } from '../Toast';
import { CopiedIcon } from './CopyButton.styles';

const messages = defineMessages({
  copy: { id: 'ui.CopyButton.copy', defaultMessage: 'Copy' },
  copied: { id: 'ui.CopyButton.copied', defaultMessage: 'Copied to clipboard' },
  failed: { id: 'ui.CopyButton.failed', defaultMessage: 'Could not copy to the clipboard' },
});

/** Writes text to the system clipboard. */
export type CopyFunction = (value: string) => Promise<void>;

const copyToClipboard: CopyFunction = async (value) => {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(value);
};

export interface CopyButtonProps extends Pick<IconButtonProps, 'size' | 'variant' | 'isDisabled' | 'tooltip'> {
  /** The text to copy. */
  value: string;
  /** The button's accessible name, e.g. "Copy payment link URL". @default "Copy" */
  label?: string;
  /** The success toast's title. @default "Copied to clipboard" */
  copiedMessage?: string;
  /** The error toast's title. @default "Could not copy to the clipboard" */
  failedMessage?: string;
  /** How the value is copied. @default `navigator.clipboard.writeText` */
  copy?: CopyFunction;
  /** How long the check mark replaces the copy icon, in milliseconds. @default 2000 */
  feedbackDuration?: number;
  /** Called after a successful copy. */
  onCopy?: (value: string) => void;
}

/**
 * Copies a value to the clipboard, confirms with a toast and a check mark for a moment, and
 * reports a refused or unavailable clipboard with an error toast. Needs a `ToastRegion`.
 */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
  copy = copyToClipboard,
  feedbackDuration = 2000,
  onCopy,
  size = 'sm',
  ...buttonProps
}: CopyButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handlePress = async () => {
    try {
      await copy(value);
    } catch {
      toast.danger(failedMessage ?? intl.formatMessage(messages.failed));
      return;
    }
    toast.success(copiedMessage ?? intl.formatMessage(messages.copied));
    onCopy?.(value);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), feedbackDuration);
  };

  return (
    <IconButton
      {...buttonProps}
      size={size}
      label={label ?? intl.formatMessage(messages.copy)}
      icon={
        copied ? (
          <CopiedIcon>
            <Check />
          </CopiedIcon>
        ) : (
          <Copy />
        )
      }
      onPress={() => void handlePress()}
    />
  );
}
