import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { UIProvider } from '../../../src/ui';

test("server HTML carries the partner's theme in a nonce'd <style> just before the flow root", () => {
  const html = renderToString(
    <PayrollProvider baseUrl="/api/payroll" nonce="r4nd0m" theme={{ color: { primary: '#6a1b9a' } }}>
      <p>flow</p>
    </PayrollProvider>,
  );
  const id = html.match(/data-pk-theme="(t[0-9a-z]+)"/)?.[1];
  expect(id).toBeDefined();
  expect(html).toMatch(
    new RegExp(
      `^<style nonce="r4nd0m" data-pk-theme-style="${id}">\\.pk-root\\[data-pk-theme="${id}"\\] \\{`,
    ),
  );
  expect(html).toContain('--pk-color-primary: #6a1b9a;');
  // Raw CSS text, not HTML-escaped: the quotes of a font stack survive.
  expect(
    renderToString(<UIProvider theme={{ font: { family: "'Brand Sans', sans-serif" } }}>x</UIProvider>),
  ).toContain("--pk-font-family: 'Brand Sans', sans-serif;");
});

test('no theme value can close the <style> element and start markup', () => {
  const html = renderToString(
    <UIProvider theme={{ font: { family: '</style><script>alert(1)</script>' } }}>x</UIProvider>,
  );
  expect(html).not.toContain('<script>');
  expect(html).toContain('--pk-font-family: \\3c /style>\\3c script>alert(1)\\3c /script>;');
});

test('without a custom theme there is no <style> at all', () => {
  expect(renderToString(<UIProvider>x</UIProvider>)).not.toContain('<style');
});
