import { join } from 'node:path';
import { chromium } from 'playwright';
import { expect, inject, test } from 'vitest';
import { chromiumArgs, findChromium } from '../chromium';
import { run, serveStatic } from './processes';

const app = join(inject('consumerRoot'), 'react18-vite');

test('React 18.3 + Vite: type-checks against @types/react 18, builds, and a location is added end to end', async () => {
  await run('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: app });
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app });

  const site = await serveStatic(join(app, 'dist'));
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(site.url);

    expect(await page.locator('[data-react-version]').getAttribute('data-react-version')).toMatch(/^18\.3\./);
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByRole('textbox', { name: /Phone number/ }).fill('5125550100');
    await page.getByRole('textbox', { name: /Street address/ }).fill('100 Congress Ave');
    await page.getByRole('textbox', { name: /City/ }).fill('Austin');
    await page.getByRole('combobox', { name: /State/ }).selectOption('TX');
    await page.getByRole('textbox', { name: /ZIP code/ }).fill('78701');
    await page.getByRole('button', { name: 'Save location' }).click();

    const added = '100 Congress Ave, Austin, TX 78701';
    await page.getByText(`Added the location ${added}.`).waitFor();
    await page.getByRole('row', { name: new RegExp(added) }).waitFor();
    expect(await page.getByRole('status', { name: 'Partner events' }).textContent()).toContain(
      'location.created',
    );
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
    await site.close();
  }
});
