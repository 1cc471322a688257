import { setNonce } from 'get-nonce';
import { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ComponentOverrides } from '../components/components';
import { createFormat } from '../format/format';
import { createCoreMessages, type MessageOverrides } from '../messages/messages';
import type { ThemeInput } from '../theme/theme';
import { styleElementText, themeCss, themeId } from '../theme/themeCss';
import { adoptThemeSheet } from '../theme/themeStylesheet';
import { UIContext, type UIContextValue } from './UIContext';

/** Props of {@link UIProvider}. */
export interface UIProviderProps {
  /** Any subset of the theme, laid over the built-in light or dark theme. */
  theme?: ThemeInput;
  /** Built-in palette to start from. Defaults to light. */
  colorScheme?: 'light' | 'dark';
  /**
   * BCP 47 locale for `Intl` formatting (dates, money, numbers) and the root's `lang`: `en-US`
   * (default), `es-US`, or any other. The locale alone does not translate text: the main bundle
   * ships English only, so every string stays English until `messages` supplies a translation.
   * For Spanish, import the opt-in entry and pass it as `messages`:
   *
   * @example
   * import { es } from 'payroll-kit/locales/es';
   * <UIProvider locale="es-US" messages={es}>…</UIProvider>
   */
  locale?: string;
  /**
   * Text for any key, UI kit or flow: a translation (`es` from `payroll-kit/locales/es`), the
   * partner's own wording, or both (`{ ...es, 'validation.required': '…' }`). Keys it lacks
   * fall back to English.
   */
  messages?: MessageOverrides;
  /** The partner's own primitives, by name. */
  components?: ComponentOverrides;
  /** Extra class on the root element. */
  className?: string;
  /**
   * The page's CSP nonce. Two `<style>` elements carry it: the custom theme's in server-rendered
   * HTML, and the dialog's scroll lock. With it both stay allowed under a `style-src` policy
   * without `'unsafe-inline'`.
   */
  nonce?: string;
  children: ReactNode;
}

/**
 * Scopes payroll-kit's look, language and primitives. Renders `<div class="pk-root">`; a custom
 * theme becomes CSS for `.pk-root[data-pk-theme="…"]`, never inline style attributes. On the server
 * (and while hydrating that HTML) it is a `<style nonce>` just before the root, so the first paint
 * already wears the partner's theme; in the browser it is a constructable stylesheet (CSSOM, which
 * a Content-Security-Policy without `'unsafe-inline'` allows), and the server's `<style>` goes.
 *
 * @example
 * import { es } from 'payroll-kit/locales/es';
 * <UIProvider theme={{ color: { primary: '#6a1b9a' } }} locale="es-US"
 *   messages={{ ...es, 'validation.required': 'Obligatorio' }} components={{ Button: MyButton }}>
 *   <EmployeeOnboarding companyId={id} />
 * </UIProvider>
 */
export function UIProvider({
  theme,
  colorScheme = 'light',
  locale = 'en-US',
  messages,
  components,
  className,
  nonce,
  children,
}: UIProviderProps) {
  // Module-wide by design of get-nonce (shared by Radix's scroll lock); set before any dialog mounts.
  if (nonce) setNonce(nonce);
  const rootRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  // Partners often pass object literals: key the work on content, not identity.
  const themeKey = theme ? JSON.stringify(theme) : '';
  const sheet = useMemo(() => {
    if (!themeKey) return null;
    // Only the partner's values: every other token comes from tokens.css, whose light and dark
    // blocks equal lightTheme and darkTheme, so the built-in palettes stay out of the bundle.
    const id = themeId(`${colorScheme}${themeKey}`);
    return { id, cssText: themeCss(`.pk-root[data-pk-theme="${id}"]`, JSON.parse(themeKey) as ThemeInput) };
  }, [themeKey, colorScheme]);

  // True on the server and while hydrating its HTML, false in any render in the browser after that.
  const serverMarkup = useSyncExternalStore(noSubscription, notServerMarkup, isServerMarkup);

  useLayoutEffect(() => {
    if (!sheet) return;
    const doc = rootRef.current?.ownerDocument ?? document;
    return adoptThemeSheet(doc, sheet.id, sheet.cssText);
  }, [sheet]);

  const messagesKey = messages ? JSON.stringify(messages) : '';
  const componentsValue = components as UIContextValue['components'] | undefined;
  const value = useMemo<UIContextValue>(() => {
    const overrides = messagesKey ? (JSON.parse(messagesKey) as MessageOverrides) : {};
    return {
      messages: createCoreMessages(locale, overrides),
      overrides,
      format: createFormat(locale),
      components: componentsValue ?? {},
      root,
    };
  }, [locale, messagesKey, componentsValue, root]);

  return (
    <UIContext.Provider value={value}>
      {sheet && serverMarkup ? (
        <style
          nonce={nonce}
          data-pk-theme-style={sheet.id}
          // Not a text child: React 18 would HTML-escape the quotes in font names inside <style>.
          dangerouslySetInnerHTML={{ __html: styleElementText(sheet.cssText) }}
        />
      ) : null}
      <div
        ref={(element) => {
          rootRef.current = element;
          setRoot(element);
        }}
        className={className ? `pk-root ${className}` : 'pk-root'}
        data-pk-color-scheme={colorScheme}
        data-pk-theme={sheet?.id}
        lang={locale}
      >
        {children}
      </div>
    </UIContext.Provider>
  );
}

const noSubscription = () => () => {};
const notServerMarkup = () => false;
const isServerMarkup = () => true;
