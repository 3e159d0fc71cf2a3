import { useNavigation } from 'react-router';

/**
 * True while the page posts the form of this `intent` (its hidden `intent` field): on a page of
 * several forms posting to one action, only that form's button shows its pending label.
 */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}
