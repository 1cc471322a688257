import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, expect, test } from 'vitest';
import '../../../src/styles.css';
import { darkTheme, lightTheme, UIProvider } from '../../../src/ui';

/*
 * A partner's theme is a few values laid over the built-in light or dark palette: the values it
 * names win, every other token keeps the palette of the chosen colour scheme, and two providers
 * with different themes on one page keep their own.
 */
let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

const token = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

test('a partial theme changes only what it names, over the light or the dark palette', () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <>
        <UIProvider theme={{ color: { primary: '#5b2a86' }, radius: { md: '0px' } }} className="light">
          x
        </UIProvider>
        <UIProvider theme={{ color: { primary: '#d0a8ff' } }} colorScheme="dark" className="dark">
          y
        </UIProvider>
        <UIProvider className="plain">z</UIProvider>
      </>,
    ),
  );
  const light = host.querySelector('.light')!;
  const dark = host.querySelector('.dark')!;
  const plain = host.querySelector('.plain')!;

  expect(token(light, '--pk-color-primary')).toBe('#5b2a86');
  expect(token(light, '--pk-radius-md')).toBe('0px');
  expect(token(light, '--pk-color-surface')).toBe(lightTheme.color.surface);
  expect(token(light, '--pk-tone-warning-fg')).toBe(lightTheme.tone.warning.fg);

  expect(token(dark, '--pk-color-primary')).toBe('#d0a8ff');
  expect(token(dark, '--pk-color-surface')).toBe(darkTheme.color.surface);
  expect(token(dark, '--pk-color-text')).toBe(darkTheme.color.text);
  expect(token(dark, '--pk-radius-md')).toBe(lightTheme.radius.md);

  expect(token(plain, '--pk-color-primary')).toBe(lightTheme.color.primary);
});
