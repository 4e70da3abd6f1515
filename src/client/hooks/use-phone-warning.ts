import { phoneWarning } from '#shared/phone';
import { useDebouncedValue } from './use-debounced-value';

/**
 * phoneWarning for a phone being typed: it shows once the typing pauses (a half-typed number is
 * not yet wrong) and goes as soon as the number is right.
 */
export function usePhoneWarning(phone: string): string | null {
  const settled = useDebouncedValue(phone, 400);
  return phoneWarning(phone) === null ? null : phoneWarning(settled);
}
