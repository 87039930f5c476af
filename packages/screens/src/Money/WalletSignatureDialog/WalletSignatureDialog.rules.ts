import { SIGNATURE_MAX_LENGTH } from '@meridian/contract';

/** `required`, `format` (not 0x and hex digits): the form's; `invalid`, `expired`, `failed`: the server's. */
export type SignatureErrorKey = 'required' | 'format' | 'invalid' | 'expired' | 'failed';

const HEX_SIGNATURE = /^0x[0-9a-fA-F]+$/;

/** What is wrong with a pasted signature before it is sent: nothing, or not one at all. */
export function checkPastedSignature(value: string): Extract<SignatureErrorKey, 'required' | 'format'> | undefined {
  const signature = value.trim();
  if (signature === '') return 'required';
  return HEX_SIGNATURE.test(signature) && signature.length <= SIGNATURE_MAX_LENGTH ? undefined : 'format';
}
