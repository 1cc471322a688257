import { useId, useState, type CSSProperties } from 'react';
import { messageCatalog } from './messageCatalog';

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #d0d5dd', verticalAlign: 'top' };

/**
 * Every message key with its English and Spanish, grouped by namespace, with a filter. The key
 * column is exactly what a partner puts in the provider's `messages` to override one string.
 *
 * @example
 * <MessageTable /> // in stories/docs/Copy.mdx
 */
export function MessageTable() {
  const entries = messageCatalog();
  const [query, setQuery] = useState('');
  const filterId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? entries.filter((entry) =>
        [entry.key, entry.en, entry.es ?? ''].some((text) => text.toLowerCase().includes(needle)),
      )
    : entries;
  const namespaces = [...new Set(entries.map((entry) => entry.namespace))];
  const missing = entries.filter((entry) => entry.es === undefined).length;
  return (
    <div>
      <p>
        <strong>{entries.length}</strong> keys in {namespaces.length} namespaces ({namespaces.join(', ')});{' '}
        {missing === 0 ? 'every key has Spanish.' : `${missing} without Spanish (shown in English).`}
      </p>
      <label htmlFor={filterId}>Filter by key or text </label>
      <input id={filterId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      {namespaces.map((namespace) => {
        const rows = shown.filter((entry) => entry.namespace === namespace);
        if (rows.length === 0) return null;
        return (
          <section key={namespace} aria-labelledby={`copy-${namespace}`}>
            <h3 id={`copy-${namespace}`}>
              {namespace === 'ui' ? 'UI kit (keys as is)' : <code>{namespace}.*</code>}
            </h3>
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', inlineSize: '100%', fontSize: 14 }}>
                <thead>
                  <tr>
                    <th style={cell}>Key</th>
                    <th style={cell}>English</th>
                    <th style={cell}>Español</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.key} data-message-key={entry.key}>
                      <td style={cell}>
                        <code>{entry.key}</code>
                      </td>
                      <td style={cell} lang="en">
                        {entry.en}
                      </td>
                      <td style={cell} lang="es">
                        {entry.es ?? <em>missing: English is shown</em>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
