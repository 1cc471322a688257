import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { darkTheme, en, lightTheme, themeToCustomProperties, type MessageDictionary } from '../../src/ui';
import { es } from '../../src/locales/es';
import { launchChromium } from './storybookPage';

const url = inject('storybookUrl');
const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function openDocs(id: string, rowSelector: string) {
  await page.goto(`${url}/iframe.html?id=${id}&viewMode=docs`);
  await page.locator(rowSelector).first().waitFor({ timeout: 30_000 });
}

/** Every dictionary file of the library, found on disk by name (messages.ts, X.messages.ts). */
async function flowDictionaries(): Promise<Array<MessageDictionary<string>>> {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|[/\\.])messages\.ts$/.test(file),
  );
  const dictionaries: Array<MessageDictionary<string>> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${srcDir}${file}`).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const candidate = value as Partial<MessageDictionary<string>> | null;
      if (candidate && typeof candidate.namespace === 'string' && typeof candidate.en === 'object')
        dictionaries.push(candidate as MessageDictionary<string>);
    }
  }
  return dictionaries;
}

test('the Theming page lists every token with its light and dark default', async () => {
  await openDocs('docs-theming--docs', '[data-token]');
  const rows = await page
    .locator('[data-token]')
    .evaluateAll((elements) =>
      elements.map((row) => [row.getAttribute('data-token')!, row.textContent ?? '']),
    );
  const listed = new Map(rows as Array<[string, string]>);
  const light = themeToCustomProperties(lightTheme);
  const dark = themeToCustomProperties(darkTheme);
  expect([...listed.keys()].sort()).toEqual(Object.keys(light).sort());
  for (const [name, value] of Object.entries(light)) {
    expect(listed.get(name), name).toContain(value);
    expect(listed.get(name), name).toContain(dark[name]);
  }
});

test('the Copy page lists every message key with its English and Spanish', async () => {
  await openDocs('docs-copy--docs', '[data-message-key]');
  const rows = (await page
    .locator('[data-message-key]')
    .evaluateAll((elements) =>
      elements.map((row) => [
        row.getAttribute('data-message-key')!,
        row.querySelector('[lang="en"]')?.textContent ?? '',
        row.querySelector('[lang="es"]')?.textContent ?? '',
      ]),
    )) as Array<[string, string, string]>;
  const listed = new Map(rows.map(([key, english, spanish]) => [key, { english, spanish }]));
  const expected = new Map<string, string>(Object.entries(en));
  for (const dictionary of await flowDictionaries())
    for (const [key, text] of Object.entries(dictionary.en))
      expected.set(`${dictionary.namespace}.${key}`, text);

  expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [key, english] of expected) {
    expect(listed.get(key)?.english, key).toBe(english);
    expect(listed.get(key)?.spanish, key).toBe(es[key] ?? 'missing: English is shown');
  }
});
