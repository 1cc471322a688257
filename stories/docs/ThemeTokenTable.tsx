import type { CSSProperties } from 'react';
import { themeGroups, themeTokens, type ThemeToken } from './themeTokens';

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #d0d5dd', verticalAlign: 'top' };

function Sample({ token, value }: { token: ThemeToken; value: string }) {
  const box: CSSProperties = { display: 'inline-block', inlineSize: 28, blockSize: 28, flex: 'none' };
  switch (token.kind) {
    case 'color':
      return (
        <span
          aria-hidden="true"
          style={{ ...box, background: value, border: '1px solid #98a2b3', borderRadius: 4 }}
        />
      );
    case 'shadow':
      return (
        <span aria-hidden="true" style={{ ...box, background: '#fff', boxShadow: value, borderRadius: 4 }} />
      );
    case 'radius':
      return <span aria-hidden="true" style={{ ...box, border: '2px solid #2f54c8', borderRadius: value }} />;
    case 'font-family':
      return <span style={{ fontFamily: value }}>$1,250.00 Ag</span>;
    case 'font-size':
      return <span style={{ fontSize: value, lineHeight: 1 }}>Ag</span>;
    case 'length':
      return (
        <span
          aria-hidden="true"
          style={{ display: 'inline-block', inlineSize: value, blockSize: 8, background: '#2f54c8' }}
        />
      );
    default:
      return null;
  }
}

function Value({ token, value }: { token: ThemeToken; value: string }) {
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Sample token={token} value={value} />
      <code>{value}</code>
    </span>
  );
}

/**
 * Every theme token, grouped as in the `Theme` type: path, CSS custom property, light and dark
 * defaults with a sample, what it is for, and the parts whose CSS reads it.
 *
 * @example
 * <ThemeTokenTable /> // in stories/docs/Theming.mdx
 */
export function ThemeTokenTable() {
  const tokens = themeTokens();
  return (
    <div>
      <p>
        <strong>{tokens.length}</strong> tokens in {themeGroups().length} groups.
      </p>
      {themeGroups().map((group) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <h3 id={`tokens-${group}`}>
            <code>{group}</code>
          </h3>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', inlineSize: '100%', fontSize: 14 }}>
              <thead>
                <tr>
                  <th style={cell}>Token</th>
                  <th style={cell}>Light</th>
                  <th style={cell}>Dark</th>
                  <th style={cell}>What it changes</th>
                </tr>
              </thead>
              <tbody>
                {tokens
                  .filter((token) => token.path.split('.')[0] === group)
                  .map((token) => (
                    <tr key={token.path} data-token={token.cssVar}>
                      <td style={cell}>
                        <code>{token.path}</code>
                        <br />
                        <code style={{ color: '#4b5567' }}>{token.cssVar}</code>
                      </td>
                      <td style={cell}>
                        <Value token={token} value={token.light} />
                      </td>
                      <td style={cell}>
                        <Value token={token} value={token.dark} />
                      </td>
                      <td style={cell}>
                        {token.description}
                        {token.usedBy.length > 0 && (
                          <>
                            <br />
                            <small>Read by: {token.usedBy.join(', ')}</small>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
