// The manager bundle compiles JSX to React.createElement, so React must be in scope.
import React from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { panelTokens, themeObjectText, tokenValue, withToken, type ThemeInput } from './themePanel';

const PANEL_ID = 'payroll-kit/theme';
const hex = /^#[0-9a-f]{6}$/i;

/**
 * The Theme panel: every token of the theme as a field (colour picker for colours), applied live to
 * every story through the `pkTheme` global; "Copy theme" yields the exact `theme` object for
 * `PayrollProvider`.
 */
function ThemePanel() {
  const [globals, updateGlobals] = useGlobals();
  const theme = (globals.pkTheme ?? {}) as ThemeInput;
  const scheme = globals.scheme === 'dark' ? 'dark' : 'light';
  const tokens = React.useMemo(() => panelTokens(), []);
  const [filter, setFilter] = React.useState('');
  const [copied, setCopied] = React.useState('');
  const set = (path: string[], value: string | undefined) =>
    updateGlobals({ pkTheme: withToken(theme, path, value) });
  const objectText = themeObjectText(theme);
  const changed = objectText !== '{}';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(objectText);
      setCopied('Copied: paste it as the theme prop of PayrollProvider.');
    } catch {
      setCopied('The clipboard is blocked here: select the object below and copy it.');
    }
  };
  const groups = [...new Set(tokens.map((token) => token.path[0]!))];
  const needle = filter.trim().toLowerCase();
  return (
    <div style={{ padding: 12, fontSize: 13, display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" onClick={copy}>
          Copy theme
        </button>
        <button type="button" onClick={() => updateGlobals({ pkTheme: {} })} disabled={!changed}>
          Reset all tokens
        </button>
        <label>
          Filter tokens{' '}
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <span role="status">{copied}</span>
      </div>
      <details open={changed}>
        <summary>
          theme object for <code>&lt;PayrollProvider theme={'{…}'}&gt;</code>
          {scheme === 'dark' ? ' (with colorScheme="dark")' : ''}
        </summary>
        <pre style={{ userSelect: 'all', margin: 0 }}>{objectText}</pre>
      </details>
      {groups.map((group) => {
        const rows = tokens.filter(
          (token) =>
            token.path[0] === group && (!needle || token.path.join('.').toLowerCase().includes(needle)),
        );
        if (rows.length === 0) return null;
        return (
          <fieldset key={group} style={{ border: '1px solid #d0d5dd', borderRadius: 4 }}>
            <legend>
              <code>{group}</code>
            </legend>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                gap: 6,
              }}
            >
              {rows.map((token) => {
                const name = token.path.join('.');
                const base = scheme === 'dark' ? token.dark : token.light;
                const own = tokenValue(theme, token.path);
                const value = own ?? base;
                return (
                  <label key={name} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                    <span style={{ flex: '0 0 120px', fontWeight: own ? 700 : 400 }}>
                      {token.path.slice(1).join('.')}
                    </span>
                    {hex.test(base) && (
                      <input
                        type="color"
                        aria-label={`${name} colour`}
                        value={hex.test(value) ? value : base}
                        onChange={(event) => set(token.path, event.target.value)}
                      />
                    )}
                    <input
                      type="text"
                      aria-label={name}
                      value={value}
                      style={{ flex: 1, minWidth: 0 }}
                      onChange={(event) =>
                        set(
                          token.path,
                          event.target.value === base || !event.target.value ? undefined : event.target.value,
                        )
                      }
                    />
                    {own !== undefined && (
                      <button
                        type="button"
                        aria-label={`Reset ${name}`}
                        onClick={() => set(token.path, undefined)}
                      >
                        ↺
                      </button>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

addons.register(PANEL_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Theme',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ThemePanel />
      </AddonPanel>
    ),
  });
});
