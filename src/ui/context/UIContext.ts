import { createContext, useContext, type ComponentType } from 'react';
import { createFormat, type Format } from '../format/format';
import { createCoreMessages, type MessageOverrides, type Messages } from '../messages/messages';

/** What a {@link UIProvider} shares with everything under it. */
export interface UIContextValue {
  messages: Messages;
  overrides: MessageOverrides;
  format: Format;
  /** Partner replacements by primitive name; the defaults live in `useComponents`. */
  components: Record<string, ComponentType<never> | undefined>;
  /** The provider's root element: dialogs portal into it so they keep the theme's tokens. */
  root: HTMLElement | null;
}

const fallbackLocale = 'en-US';

/** Outside a provider, primitives still render: English, no overrides, no portal root. */
export const UIContext = createContext<UIContextValue>({
  messages: createCoreMessages(fallbackLocale),
  overrides: {},
  format: createFormat(fallbackLocale),
  components: {},
  root: null,
});

/**
 * The partner's replacement for one primitive, or ours. Composite primitives (ConfirmDialog,
 * Pagination) render their buttons through this so an adapter reaches inside them too.
 *
 * @example
 * const Button = useComponent('Button', DefaultButton);
 */
export function useComponent<P>(name: string, fallback: ComponentType<P>): ComponentType<P> {
  return (useContext(UIContext).components[name] as ComponentType<P> | undefined) ?? fallback;
}
