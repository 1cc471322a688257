import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';

/**
 * The primitives of a company step that shows where things stand rather than one form (the forms
 * to sign, the finish screen): alerts, status badges, buttons and the spinner, each the
 * partner's own when the provider gives one.
 *
 * @example
 * const { Alert, Badge, Button, Spinner } = useStatusPrimitives();
 */
export function useStatusPrimitives() {
  return usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
}
