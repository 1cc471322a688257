import { memo, useEffect, useRef, useState, type ClipboardEvent } from 'react';

/** Props of {@link GridCellInput}. */
export interface GridCellInputProps {
  /** The value the row holds now (draft or saved). */
  value: string;
  label: string;
  /** Spreadsheet position: row index among the shown rows, column, and stack position in the cell. */
  row: number;
  col: number;
  sub: number;
  /** `decimal` for hours and amounts (numeric keyboard on phones), `text` for the memo. */
  mode: 'decimal' | 'text';
  valid: (text: string) => boolean;
  /** A valid value was typed: save it. */
  onCommit: (text: string) => void;
  /**
   * The cell became valid or invalid. An invalid value stays on screen and is never sent; the
   * editor keeps its text so it survives the row scrolling out of the virtual window.
   */
  onValidity?: (valid: boolean, text: string) => void;
  /** Invalid text the editor kept for this cell (see `onValidity`). */
  invalidText?: string;
  /** Several lines were pasted: the editor spreads them down the column. */
  onPasteLines?: (lines: string[]) => void;
  disabled?: boolean;
  errorId?: string;
}

/**
 * One editable cell of the payroll editor. It keeps what the user typed (even while invalid) and
 * commits each valid value at once; a value that changes underneath it (a refreshed row after a
 * 409, a paste) shows unless the user is typing in it.
 *
 * @example
 * <GridCellInput value="40" label="Regular hours for Ada Lovelace" row={0} col={2} sub={0}
 *   mode="decimal" valid={validHours} onCommit={(hours) => edit(hours)} />
 */
export const GridCellInput = /* @__PURE__ */ memo(function GridCellInput({
  value,
  label,
  row,
  col,
  sub,
  mode,
  valid,
  onCommit,
  onValidity,
  onPasteLines,
  disabled,
  errorId,
  invalidText,
}: GridCellInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(invalidText ?? value);
  const [invalid, setInvalid] = useState(invalidText !== undefined);

  // Show a value changed underneath (refreshed row, paste) unless the user is typing here.
  useEffect(() => {
    if (ref.current && ref.current !== ref.current.ownerDocument.activeElement) {
      setText(value);
      setInvalid(false);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const ok = valid(next);
    setInvalid(!ok);
    if (!ok || invalid) onValidity?.(ok, next);
    if (ok) onCommit(next);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!onPasteLines) return;
    const lines = event.clipboardData
      .getData('text/plain')
      .split(/\r?\n/)
      .map((line) => line.split('\t')[0]!.trim());
    while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    if (lines.length < 2) return;
    event.preventDefault();
    if (valid(lines[0]!)) setText(lines[0]!);
    onPasteLines(lines);
  };

  return (
    <input
      ref={ref}
      className="pk-payroll-grid__input"
      data-row={row}
      data-col={col}
      data-sub={sub}
      tabIndex={-1}
      inputMode={mode === 'decimal' ? 'decimal' : undefined}
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      value={text}
      disabled={disabled}
      onChange={(event) => change(event.target.value)}
      onPaste={paste}
    />
  );
});
