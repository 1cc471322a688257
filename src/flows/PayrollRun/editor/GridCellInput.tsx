import { memo, useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';

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
  /** What is wrong with an invalid `text`, shown under the cell and read as its description. */
  problem: (text: string) => string;
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
}

/**
 * One editable cell of the payroll editor. It keeps what the user typed (even while invalid) and
 * commits each valid value at once; an invalid one says what is wrong under the cell (its
 * accessible description). A value that changes underneath it (a refreshed row after a
 * 409, a paste) shows unless the user is typing in it.
 *
 * @example
 * <GridCellInput value="40" label="Regular hours for Ada Lovelace" row={0} col={2} sub={0}
 *   mode="decimal" valid={validHours} problem={hoursProblem} onCommit={(hours) => edit(hours)} />
 */
export const GridCellInput = /* @__PURE__ */ memo(function GridCellInput({
  value,
  label,
  row,
  col,
  sub,
  mode,
  valid,
  problem,
  onCommit,
  onValidity,
  onPasteLines,
  disabled,
  invalidText,
}: GridCellInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [text, setText] = useState(invalidText ?? value);
  const [invalid, setInvalid] = useState(invalidText !== undefined);
  const shownValue = useRef(value);

  // Show a value changed underneath (refreshed row, paste) unless the user is typing here; an
  // invalid text it replaces is no longer on screen, so the editor forgets it (and sends the field).
  useEffect(() => {
    if (value === shownValue.current) return;
    shownValue.current = value;
    if (ref.current && ref.current !== ref.current.ownerDocument.activeElement) {
      setText(value);
      if (invalid) {
        setInvalid(false);
        onValidity?.(true, value);
      }
    }
    // Only a new value underneath does this, not a change of the callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    <>
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
        aria-describedby={invalid ? messageId : undefined}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onPaste={paste}
      />
      {invalid ? (
        <span id={messageId} className="pk-payroll-grid__problem">
          {problem(text)}
        </span>
      ) : null}
    </>
  );
});
