import { messagesIn } from '../i18n';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useToast } from '../Toast';
import { CopiedIcon } from './CopyButton.styles';

const messages = messagesIn('ui.CopyButton', {
  copy: 'Copy',
  copied: 'Copied to clipboard',
  failed: 'Could not copy to the clipboard',
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
  /**
   * How long the check mark replaces the copy icon, in milliseconds. By default it lasts as long
   * as the confirmation toast does (3000 ms with the default queue; until the toast is closed
   * with a queue whose toasts stay, as in stories).
   */
  feedbackDuration?: number;
  /** Called after a successful copy. */
  onCopy?: (value: string) => void;
}

/**
 * Copies a value to the clipboard, confirms with a toast and a check mark while the toast shows, and
 * reports a refused or unavailable clipboard with an error toast. Needs a `ToastRegion`.
 */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
  copy = copyToClipboard,
  feedbackDuration,
  onCopy,
  size = 'sm',
  ...buttonProps
}: CopyButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copies = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handlePress = async () => {
    try {
      await copy(value);
    } catch {
      toast.error(failedMessage ?? intl.formatMessage(messages.failed));
      return;
    }
    clearTimeout(timer.current);
    const key = ++copies.current;
    // A later copy's toast owns the check mark: an earlier toast closing leaves it.
    const done = () => {
      if (copies.current === key) setCopied(false);
    };
    toast.success(copiedMessage ?? intl.formatMessage(messages.copied), {
      onClose: feedbackDuration === undefined ? done : undefined,
    });
    onCopy?.(value);
    setCopied(true);
    if (feedbackDuration !== undefined) timer.current = setTimeout(done, feedbackDuration);
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
