import { PAYROLL_PAGE_LIMIT } from '../../api/payroll/operations';
import { isApiError, isVersionConflict } from '../../api/errors';
import { threeWayMerge } from '../../api/threeWayMerge';
import type { ApiErrorEntry } from '../../api/errorBody';
import type { EmployeeCompensation, Payroll, PayrollUpdate } from '../../api/payroll/types';
import {
  applyDraft,
  type DraftField,
  fieldsOfEdit,
  type PayrollRowConflict,
  type PayrollRowEdit,
  readField,
  sameFieldValue,
  updateLine,
} from './payrollRowDraft';
import { countRow, NO_TOTALS, type PayrollEditorTotals } from './payrollEditorTotals';
import { payrollRowName, type PayrollRowQuery } from './payrollRowFilter';

/**
 * Where one row's changes stand: `saved` (nothing pending), `unsaved` (typed, waiting for the
 * next batch), `saving` (in a request), `failed` (the service refused it or the network dropped
 * it; the typed values are kept), `conflict` (someone else changed a field the user changed too).
 *
 * @example
 * const badge: PayrollRowSaveState = 'saving';
 */
export type PayrollRowSaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

/**
 * One row as the editor shows it. A new object whenever the row changes, the same object
 * otherwise, so `React.memo` and `useSyncExternalStore` re-render a row alone.
 *
 * @example
 * const row: PayrollEditorRow = editor.store.getRow(employeeId)!;
 * row.compensation.hourly_compensations; // with the user's drafts applied
 */
export interface PayrollEditorRow {
  employeeUuid: string;
  /** The row with the user's drafts applied: what the screen shows. */
  compensation: EmployeeCompensation;
  /** The row as last read or saved on the service. */
  saved: EmployeeCompensation;
  saveState: PayrollRowSaveState;
  /** The service's errors for this row (field errors of a 422, or a network failure). */
  errors: ApiErrorEntry[];
  /** Fields both the user and someone else changed; the user's values wait here, unsent. */
  conflicts: PayrollRowConflict[];
  /** True while the user has changes the service does not have yet. */
  hasDraft: boolean;
  /** Texts typed that the rules refuse, by cell (the screen's key): shown, counted, never sent. */
  invalid: ReadonlyMap<string, string>;
}

/**
 * Counts over every row, the rows' order and the rows the query lets through. A new object only
 * when a count, the order or the shown rows change, never on a keystroke inside an unsaved row.
 *
 * @example
 * const { unsaved, saving, failed, conflicts, invalid } = editor.summary;
 */
export interface PayrollEditorSummary {
  /** Employee uuids in the service's order. */
  rowIds: readonly string[];
  /** The uuids of `rowIds` that the query ({@link PayrollEditorStore.setQuery}) lets through. */
  shownIds: readonly string[];
  unsaved: number;
  saving: number;
  failed: number;
  conflicts: number;
  /** Cells holding a text the rules refuse. */
  invalid: number;
}

/**
 * What the store needs from the outside world (the hook wires the API client in).
 *
 * @example
 * const io: PayrollEditorIO = {
 *   update: (body) => updatePayroll(client, companyId, payrollId, body).then((r) => r.data),
 *   reread: async (uuids) =>
 *     (await preparePayrollRows(client, companyId, payrollId, {}, { employee_uuids: uuids })).rows.items,
 * };
 */
export interface PayrollEditorIO {
  /** `PUT …/payrolls/{id}` with at most 100 lines; resolves with the payroll (only the lines sent). */
  update(body: PayrollUpdate): Promise<Payroll>;
  /** Fresh rows (with versions) of just these employees, after a 409. */
  reread(employeeUuids: string[]): Promise<EmployeeCompensation[]>;
  /** Called after every successful save: the calculation is gone (contract.md#payroll-run). */
  onSaved?(payroll: Payroll): void;
  /** Rows the service now has exactly as shown, after each successful save. */
  onRowsSaved?(employeeUuids: string[]): void;
  /** A row entered `conflict` (someone else changed a field the user changed too). */
  onConflict?(employeeUuid: string): void;
}

/**
 * Settings of {@link PayrollEditorStore}.
 *
 * @example
 * new PayrollEditorStore(io, { payrollId, saveDelayMs: 400, storage: sessionStorage });
 */
export interface PayrollEditorStoreOptions {
  payrollId: string;
  /** Quiet time after the last keystroke before a batch is sent. Default 400 ms. */
  saveDelayMs?: number;
  /** Lines per update request, at most 100 (contract.md#payroll-run). */
  chunkSize?: number;
  /** Where drafts survive a reload; `null` keeps them in memory only. Default `sessionStorage` where available. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null;
  /** First wait before re-sending after a dropped response; doubles each time. Default 1 s. */
  retryDelayMs?: number;
  /** Automatic re-sends after network failures before a row stays `failed`. Default 5. */
  maxRetries?: number;
}

interface RowState {
  server: EmployeeCompensation;
  draft: Map<string, DraftField>;
  conflicts: Map<string, PayrollRowConflict>;
  errors: ApiErrorEntry[];
  saving: boolean;
  /** `network`: sent again by the next flush; `refused`: waits for the user to change it. */
  failure: 'network' | 'refused' | null;
  invalid: Map<string, string>;
  /** By invalid cell, the fields it stands for and their zero: not sent, counted as nothing. */
  invalidFields: Map<string, Array<[string, unknown]>>;
  snapshot: PayrollEditorRow | undefined;
  /** The values in the totals now, taken out when they change. */
  counted: EmployeeCompensation;
  shown: boolean;
}

const STORAGE_PREFIX = 'payroll-kit:payroll-draft:';
const MAX_CONFLICT_ROUNDS = 5;

function defaultStorage(): PayrollEditorStoreOptions['storage'] {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can throw when the page's storage is disabled: keep drafts in memory.
    return null;
  }
}

function stateOf(row: RowState): PayrollRowSaveState {
  if (row.conflicts.size > 0) return 'conflict';
  if (row.saving) return 'saving';
  if (row.failure) return 'failed';
  return row.draft.size > 0 ? 'unsaved' : 'saved';
}

function networkEntry(error: unknown): ApiErrorEntry {
  return {
    error_key: 'request',
    category: 'network_error',
    message: error instanceof Error ? error.message : 'The save did not reach the service.',
  };
}

/**
 * The engine of the payroll editor, without React: the prepared rows as the service has them, the
 * user's drafts per employee on top, and a background saver that sends what changed in chunks of
 * at most 100 lines, each with its row's `version`. A 409 re-reads only the employees it names,
 * re-applies the user's drafts to the fresh rows, and sends again; a field someone else changed
 * too becomes a conflict on that row rather than being overwritten. Drafts are written to
 * `sessionStorage` per row as they are typed, so a reload or a dropped response loses nothing.
 *
 * Per keystroke the work is O(1): one row's draft, one row's snapshot, one row's listeners.
 *
 * @example
 * const store = new PayrollEditorStore(io, { payrollId });
 * store.setRows(prepared.employee_compensations);
 * store.edit(employeeId, { fixed_compensations: [{ name: 'Bonus', amount: '100.00' }] });
 * await store.flush();
 */
export class PayrollEditorStore {
  private readonly rows = new Map<string, RowState>();
  private order: string[] = [];
  private readonly rowListeners = new Map<string, Set<() => void>>();
  private readonly listeners = new Set<() => void>();
  private readonly dirty = new Set<string>();
  /** Rows whose save never got an answer: the next flush sends them again. */
  private readonly lost = new Set<string>();
  private readonly counts = { unsaved: 0, saving: 0, failed: 0, conflicts: 0, invalid: 0 };
  private summary!: PayrollEditorSummary;
  private totals = NO_TOTALS;
  private readonly totalsListeners = new Set<() => void>();
  private query: PayrollRowQuery = { filter: 'all', search: '' };
  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private retries = 0;
  private readOnly = false;
  private disposed = false;
  /** While {@link editRows} lays its edits: the rows to notify, and to store, after it. */
  private batch: Set<string> | undefined;
  private readonly options: Required<Omit<PayrollEditorStoreOptions, 'storage'>> & {
    storage: PayrollEditorStoreOptions['storage'];
  };

  constructor(
    private readonly io: PayrollEditorIO,
    options: PayrollEditorStoreOptions,
  ) {
    this.options = {
      saveDelayMs: 400,
      retryDelayMs: 1000,
      maxRetries: 5,
      ...options,
      chunkSize: Math.min(Math.max(1, options.chunkSize ?? PAYROLL_PAGE_LIMIT), PAYROLL_PAGE_LIMIT),
      storage: options.storage === undefined ? defaultStorage() : options.storage,
    };
    this.publish(true); // The empty summary.
  }

  // ---- reading ---------------------------------------------------------------------------

  /** Counts and order; pass to `useSyncExternalStore`. @example store.getSummary().unsaved */
  getSummary = (): PayrollEditorSummary => this.summary;

  /** One row's snapshot, or `undefined` before it loads. @example store.getRow(id)?.saveState */
  getRow = (employeeUuid: string): PayrollEditorRow | undefined => {
    const row = this.rows.get(employeeUuid);
    if (!row) return undefined;
    if (!row.snapshot) {
      const fields = new Map([...row.draft].map(([key, field]) => [key, field.value]));
      row.snapshot = {
        employeeUuid,
        compensation: applyDraft(row.server, fields),
        saved: row.server,
        saveState: stateOf(row),
        errors: row.errors,
        conflicts: [...row.conflicts.values()],
        hasDraft: row.draft.size > 0,
        invalid: row.invalid,
      };
    }
    return row.snapshot;
  };

  /** Listen to counts and order. @example useSyncExternalStore(store.subscribe, store.getSummary) */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Column totals of the included rows, drafts applied. @example store.getTotals().included */
  getTotals = (): PayrollEditorTotals => this.totals;

  /** Listen to the totals (they change on most edits). @example useSyncExternalStore(store.subscribeTotals, store.getTotals) */
  subscribeTotals = (listener: () => void): (() => void) => {
    this.totalsListeners.add(listener);
    return () => this.totalsListeners.delete(listener);
  };

  /** Listen to one row. @example store.subscribeRow(id, rerender) */
  subscribeRow = (employeeUuid: string, listener: () => void): (() => void) => {
    let set = this.rowListeners.get(employeeUuid);
    if (!set) this.rowListeners.set(employeeUuid, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(employeeUuid);
    };
  };

  /** True when rows can no longer change (a processed payroll). @example store.isReadOnly() */
  isReadOnly(): boolean {
    return this.readOnly;
  }

  // ---- loading ---------------------------------------------------------------------------

  /**
   * Adds or refreshes rows from the service (a page of prepare or of a read). A refreshed row keeps
   * the user's drafts, re-based on the fresh values; drafts saved in storage by an earlier page
   * load are restored the same way.
   *
   * @example
   * store.setRows(page.items);
   */
  setRows(rows: readonly EmployeeCompensation[]): void {
    let added = false;
    for (const server of rows) {
      const existing = this.rows.get(server.employee_uuid);
      if (existing) {
        if (existing.saving) continue; // The save in flight brings the newer row.
        this.rebase(server.employee_uuid, existing, server);
        continue;
      }
      const row: RowState = {
        server,
        draft: this.restore(server.employee_uuid),
        conflicts: new Map(),
        errors: [],
        saving: false,
        failure: null,
        invalid: new Map(),
        invalidFields: new Map(),
        snapshot: undefined,
        counted: server,
        shown: false,
      };
      this.rows.set(server.employee_uuid, row);
      this.order.push(server.employee_uuid);
      added = true;
      this.bump(stateOf(row), 1);
      this.totals = countRow(this.totals, server, 1);
      row.shown = this.matches(this.getRow(server.employee_uuid)!);
      if (row.draft.size > 0) this.rebase(server.employee_uuid, row, server);
      else this.notifyRow(server.employee_uuid);
    }
    if (added) {
      this.publish(true);
      this.publishTotals();
    }
    if (this.dirty.size > 0) this.schedule();
  }

  /** Refuse every further edit (the payroll is processed). @example store.setReadOnly(true) */
  setReadOnly(readOnly: boolean): void {
    this.readOnly = readOnly;
  }

  // ---- editing ---------------------------------------------------------------------------

  /**
   * Lays an edit over the row's draft, keeps it in storage, and schedules a batched save. Returns
   * false when the row is not loaded or the payroll is read-only.
   *
   * @example
   * store.edit(employeeId, { memo: 'Thanks for the weekend shift' });
   */
  edit = (employeeUuid: string, edit: PayrollRowEdit): boolean => {
    const row = this.rows.get(employeeUuid);
    if (!row || this.readOnly) return false;
    const before = stateOf(row);
    for (const [key, value] of fieldsOfEdit(edit)) {
      const existing = row.draft.get(key);
      const saved = readField(row.server, key);
      const conflict = row.conflicts.get(key);
      if (conflict) {
        // Typing into a conflicted field is the user choosing their value over the colleague's.
        row.conflicts.delete(key);
        row.draft.set(key, { value, base: conflict.theirs, seq: ++this.seq });
      } else if (!row.saving && JSON.stringify(value) === JSON.stringify(saved)) {
        // Typed back to exactly what the service has: nothing to send. (Only an exact match: "40"
        // over a saved "40.000" stays as typed, so the field does not reformat under the cursor.)
        row.draft.delete(key);
      } else {
        row.draft.set(key, { value, base: existing ? existing.base : saved, seq: ++this.seq });
      }
    }
    row.failure = null;
    row.errors = [];
    if (row.draft.size > 0) this.dirty.add(employeeUuid);
    else this.dirty.delete(employeeUuid);
    this.persist(employeeUuid, row);
    this.changed(employeeUuid, row, before);
    this.schedule();
    return true;
  };

  /**
   * Lays many edits at once, as {@link edit} does each (a column pasted from a spreadsheet), but
   * tells each listener once, schedules one save and writes the drafts to storage in a task of
   * their own: 500 pasted rows are not one long task.
   * Returns how many rows took their edit.
   *
   * @example
   * store.editRows([[adaId, { memo: 'Thanks' }], [graceId, { memo: 'Thanks' }]]);
   */
  editRows = (edits: Iterable<readonly [employeeUuid: string, edit: PayrollRowEdit]>): number => {
    const rows = (this.batch = new Set());
    let applied = 0;
    for (const [id, edit] of edits) applied += +this.edit(id, edit);
    this.batch = undefined;
    this.publish(true);
    this.publishTotals();
    rows.forEach(this.notifyRow);
    this.schedule();
    // Rows stay in the store once read, so every batched row is still there.
    setTimeout(() => rows.forEach((id) => this.persist(id, this.rows.get(id)!)));
    return applied;
  };

  /**
   * Keep (or, with `text` undefined, drop) a text typed into a cell that the rules refuse: it is
   * never sent, it survives the row scrolling away, and it counts toward `invalid` and the
   * `errors` view. `cell` is the screen's own key for the cell within the row. `zero`, the edit
   * that empties the cell, names the fields it stands for: while the cell is invalid they are not
   * sent (a value typed on the way, "12" of "12x", is not what the person meant) and the totals
   * count them as nothing, so they add up what the screen shows as valid.
   *
   * @example
   * store.markInvalid(employeeId, 'Bonus', 'abc', { fixed_compensations: [{ name: 'Bonus', amount: '0' }] });
   * store.markInvalid(employeeId, 'Bonus', undefined); // valid again
   */
  markInvalid = (
    employeeUuid: string,
    cell: string,
    text: string | undefined,
    zero?: PayrollRowEdit,
  ): void => {
    const row = this.rows.get(employeeUuid);
    if (!row || row.invalid.get(cell) === text) return;
    const before = stateOf(row);
    // A new map: the row's snapshot is a new object whenever the row changes.
    row.invalid = new Map(row.invalid);
    this.counts.invalid -= row.invalid.size;
    if (text === undefined) {
      row.invalid.delete(cell);
      if (row.invalidFields.delete(cell) && row.draft.size > 0) {
        // Its fields may be sent again.
        this.dirty.add(employeeUuid);
        this.schedule();
      }
    } else {
      row.invalid.set(cell, text);
      if (zero) row.invalidFields.set(cell, fieldsOfEdit(zero));
    }
    this.counts.invalid += row.invalid.size;
    this.changed(employeeUuid, row, before, true);
  };

  /**
   * Which rows `summary.shownIds` holds. Checks every row once; afterwards each edit checks only
   * its own row.
   *
   * @example
   * store.setQuery({ filter: 'errors', search: '' });
   */
  setQuery = (query: PayrollRowQuery): void => {
    this.query = { filter: query.filter, search: query.search.trim().toLocaleLowerCase() };
    for (const id of this.order) {
      const row = this.rows.get(id)!;
      row.shown = this.matches(this.getRow(id)!);
    }
    this.publish(true);
  };

  /**
   * Settle a conflict on one row: `mine` sends the user's values over the colleague's, `theirs`
   * drops the user's values. `field` limits it to one field.
   *
   * @example
   * store.resolveConflict(employeeId, 'mine');
   */
  resolveConflict = (employeeUuid: string, choice: 'mine' | 'theirs', field?: string): void => {
    const row = this.rows.get(employeeUuid);
    if (!row) return;
    const before = stateOf(row);
    for (const [key, conflict] of [...row.conflicts]) {
      if (field !== undefined && key !== field) continue;
      row.conflicts.delete(key);
      const draft = row.draft.get(key);
      if (choice === 'theirs' || !draft) row.draft.delete(key);
      else draft.base = conflict.theirs;
    }
    if (row.draft.size > 0) this.dirty.add(employeeUuid);
    this.persist(employeeUuid, row);
    this.changed(employeeUuid, row, before);
    this.schedule();
  };

  /**
   * Drop the user's drafts on a row (or on every row) and show the saved values again.
   *
   * @example
   * store.discard(employeeId);
   */
  discard = (employeeUuid?: string): void => {
    for (const id of employeeUuid ? [employeeUuid] : [...this.rows.keys()]) {
      const row = this.rows.get(id);
      if (!row || row.saving) continue;
      const before = stateOf(row);
      row.draft.clear();
      row.conflicts.clear();
      row.errors = [];
      row.failure = null;
      this.counts.invalid -= row.invalid.size;
      row.invalid = new Map();
      row.invalidFields.clear();
      this.dirty.delete(id);
      this.persist(id, row);
      this.changed(id, row, before, true);
    }
  };

  // ---- saving ----------------------------------------------------------------------------

  /**
   * Send everything unsaved now and resolve once the service has it (or refused it). Rows in
   * conflict keep their conflicting fields until the user chooses; rows whose save was lost on
   * the network are sent again, rows the service refused wait for the user's correction.
   *
   * @example
   * await store.flush();
   * if (store.getSummary().failed === 0) calculate();
   */
  flush = (): Promise<void> => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const id of this.lost) {
      const row = this.rows.get(id);
      // Only lost rows are here, unless `retryFailed` added the refused ones.
      if (!row?.failure) continue;
      const before = stateOf(row);
      row.failure = null;
      this.dirty.add(id);
      this.changed(id, row, before);
    }
    this.lost.clear();
    return this.run();
  };

  /**
   * "Save again": every failed row goes again now, the ones the service refused included (a
   * refusal of the whole payroll, such as one being processed, may have passed). Rows in conflict
   * still wait for the user's choice.
   *
   * @example
   * if (store.getSummary().failed > 0) await store.retryFailed();
   */
  retryFailed = (): Promise<void> => {
    // Refused rows join the lost ones, which `flush` sends again.
    for (const [id, row] of this.rows) if (row.failure) this.lost.add(id);
    return this.flush();
  };

  /**
   * The screen went away: what waits for the quiet time is sent now rather than dropped (drafts
   * also stay in storage until the service has them). `attach` undoes it (StrictMode remounts).
   *
   * @example
   * useEffect(() => { store.attach(); return () => store.dispose(); }, [store]);
   */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty.size > 0) void this.run();
  }

  /** The screen is (back) on: saves are scheduled again. @example store.attach() */
  attach(): void {
    this.disposed = false;
    this.schedule();
  }

  private schedule(delay = this.options.saveDelayMs): void {
    // A batch schedules once, at its end, not once per edit it lays.
    if (this.disposed || this.batch || this.dirty.size === 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  private run(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    // Cleared by `finally`, which always runs after this assignment: a run with nothing to send
    // finishes synchronously, and clearing inside it would leave a settled promise here for good.
    this.running = (async () => {
      do {
        this.rerun = false;
        const ids = [...this.dirty].filter((id) => {
          const row = this.rows.get(id);
          return row !== undefined && row.failure === null && this.sendable(row).size > 0;
        });
        for (const id of ids) this.dirty.delete(id);
        for (let i = 0; i < ids.length; i += this.options.chunkSize)
          await this.sendChunk(ids.slice(i, i + this.options.chunkSize), 0);
      } while (this.rerun);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Draft fields that may be sent: everything but the ones in conflict or under an invalid cell. */
  private sendable(row: RowState): Map<string, unknown> {
    const held = new Set([...row.invalidFields.values()].flat().map(([key]) => key));
    const fields = new Map<string, unknown>();
    for (const [key, field] of row.draft)
      if (!row.conflicts.has(key) && !held.has(key)) fields.set(key, field.value);
    return fields;
  }

  /** The row as the totals count it: the screen's values, invalid cells as nothing. */
  private countedOf(row: RowState, shown: EmployeeCompensation): EmployeeCompensation {
    if (row.invalidFields.size === 0) return shown;
    return applyDraft(shown, new Map([...row.invalidFields.values()].flat()));
  }

  private async sendChunk(ids: string[], round: number): Promise<void> {
    const sent = new Map<string, { seq: number; fields: Map<string, unknown> }>();
    const lines = [];
    for (const id of ids) {
      const row = this.rows.get(id)!;
      const fields = this.sendable(row);
      if (fields.size === 0) continue;
      lines.push(updateLine(row.server, fields));
      sent.set(id, { seq: this.seq, fields });
      this.setSaving(id, true);
    }
    if (lines.length === 0) return;
    try {
      const payroll = await this.io.update({ employee_compensations: lines });
      this.retries = 0;
      const returned = new Map((payroll.employee_compensations ?? []).map((c) => [c.employee_uuid, c]));
      for (const [id, { seq, fields }] of sent) this.saved(id, returned.get(id), seq, fields);
      this.io.onSaved?.(payroll);
      const done = [...sent.keys()].filter((id) => stateOf(this.rows.get(id)!) === 'saved');
      if (done.length > 0) this.io.onRowsSaved?.(done);
    } catch (error) {
      if (isVersionConflict(error) && round < MAX_CONFLICT_ROUNDS) {
        await this.resolveStale(ids, error.errors, round);
        return;
      }
      if (isApiError(error) && error.status === 422) {
        const retry = this.refuseLines(
          lines.map((l) => l.employee_uuid),
          error.errors,
        );
        if (retry.length > 0 && round < MAX_CONFLICT_ROUNDS) await this.sendChunk(retry, round + 1);
        return;
      }
      const lost = !isApiError(error) || error.status === 429 || error.status >= 500;
      const entries = isApiError(error) && error.errors.length > 0 ? error.errors : [networkEntry(error)];
      for (const id of sent.keys()) this.fail(id, entries, lost);
      if (lost) this.retryLater();
    }
  }

  /** The service has the sent values: clear the drafts nothing newer was typed into. */
  private saved(
    id: string,
    fresh: EmployeeCompensation | undefined,
    seq: number,
    fields: Map<string, unknown>,
  ): void {
    const row = this.rows.get(id);
    if (!row) return;
    const before = stateOf(row);
    row.saving = false;
    row.failure = null;
    row.errors = [];
    if (fresh) row.server = fresh;
    for (const [key, value] of fields) {
      const draft = row.draft.get(key);
      if (!draft) continue;
      if (draft.seq <= seq) row.draft.delete(key);
      else draft.base = value; // Typed again while saving: the saved value is the new base.
    }
    if (row.draft.size > 0) {
      this.dirty.add(id);
      this.rerun = true;
    }
    this.persist(id, row);
    this.changed(id, row, before);
  }

  /** contract.md#versions: re-read only the stale employees, re-apply drafts, send the chunk again. */
  private async resolveStale(ids: string[], entries: ApiErrorEntry[], round: number): Promise<void> {
    const stale = entries
      .map((entry) => entry.metadata?.entity_uuid)
      .filter((uuid): uuid is string => typeof uuid === 'string' && this.rows.has(uuid));
    let fresh: EmployeeCompensation[] = [];
    try {
      fresh = stale.length > 0 ? await this.io.reread([...new Set(stale)]) : [];
    } catch (error) {
      for (const id of ids)
        this.fail(id, isApiError(error) ? error.errors : [networkEntry(error)], !isApiError(error));
      if (!isApiError(error)) this.retryLater();
      return;
    }
    for (const id of ids) this.setSaving(id, false);
    for (const server of fresh) {
      const row = this.rows.get(server.employee_uuid);
      if (row) this.rebase(server.employee_uuid, row, server);
    }
    await this.sendChunk(ids, round + 1);
  }

  /** A 422: the rows its nested errors name are failed; the rest of the chunk goes again. */
  private refuseLines(sentIds: string[], entries: ApiErrorEntry[]): string[] {
    const refused = new Map<string, ApiErrorEntry[]>();
    for (const entry of entries) {
      const byIdx = typeof entry.idx === 'number' ? sentIds[entry.idx] : undefined;
      const byMeta = entry.metadata?.entity_uuid;
      const id = byIdx ?? (typeof byMeta === 'string' && sentIds.includes(byMeta) ? byMeta : undefined);
      if (id)
        refused.set(id, [...(refused.get(id) ?? []), ...(entry.errors?.length ? entry.errors : [entry])]);
    }
    // An error about the whole payroll (being processed, processed): every row keeps its draft.
    if (refused.size === 0) for (const id of sentIds) refused.set(id, entries);
    const retry: string[] = [];
    for (const id of sentIds) {
      const errors = refused.get(id);
      if (errors) this.fail(id, errors);
      else {
        this.setSaving(id, false);
        retry.push(id);
      }
    }
    return retry;
  }

  private setSaving(id: string, saving: boolean): void {
    const row = this.rows.get(id);
    if (!row) return;
    const before = stateOf(row);
    row.saving = saving;
    this.changed(id, row, before);
  }

  private fail(id: string, errors: ApiErrorEntry[], lost = false): void {
    const row = this.rows.get(id);
    if (!row) return;
    const before = stateOf(row);
    row.saving = false;
    row.failure = lost ? 'network' : 'refused';
    row.errors = errors;
    if (lost) this.lost.add(id);
    this.changed(id, row, before);
  }

  private retryLater(): void {
    if (this.retries >= this.options.maxRetries || this.disposed) return;
    const delay = this.options.retryDelayMs * 2 ** this.retries++;
    setTimeout(() => void this.flush(), delay);
  }

  /**
   * Lay the user's drafts over a fresh row with the kit's one three-way merge (decimals read by
   * value): a field the service now has as typed is done; one the service still has as it was
   * (its base) is sent again; one someone else changed is a conflict.
   */
  private rebase(id: string, row: RowState, fresh: EmployeeCompensation): void {
    const before = stateOf(row);
    row.server = fresh;
    const base: Record<string, unknown> = {};
    const theirs: Record<string, unknown> = {};
    const mine: Record<string, unknown> = {};
    for (const [key, draft] of row.draft) {
      base[key] = draft.base;
      theirs[key] = readField(fresh, key);
      mine[key] = draft.value;
    }
    const { delta, conflicts } = threeWayMerge(base, theirs, mine, sameFieldValue);
    const conflicting = new Set(conflicts.map((conflict) => conflict.name));
    for (const key of [...row.draft.keys()]) {
      if (conflicting.has(key)) {
        row.conflicts.set(key, { field: key, base: base[key], theirs: theirs[key], mine: mine[key] });
        continue;
      }
      row.conflicts.delete(key);
      if (!(key in delta)) row.draft.delete(key);
    }
    if (this.sendable(row).size > 0) this.dirty.add(id);
    else this.dirty.delete(id);
    if (row.draft.size === 0) {
      // Everything typed is on the service (a lost answer that had been applied): done.
      row.failure = null;
      row.errors = [];
      this.lost.delete(id);
    }
    this.persist(id, row);
    this.changed(id, row, before);
  }

  // ---- storage ---------------------------------------------------------------------------

  private storageKey(id: string): string {
    return `${STORAGE_PREFIX}${this.options.payrollId}:${id}`;
  }

  private persist(id: string, row: RowState): void {
    const storage = this.options.storage;
    if (!storage || this.batch) return;
    try {
      if (row.draft.size === 0) storage.removeItem(this.storageKey(id));
      else
        storage.setItem(
          this.storageKey(id),
          JSON.stringify([...row.draft].map(([key, d]) => [key, d.value, d.base])),
        );
    } catch {
      // Full or disabled storage: the draft still lives in memory and is being saved.
    }
  }

  private restore(id: string): Map<string, DraftField> {
    const draft = new Map<string, DraftField>();
    const storage = this.options.storage;
    if (!storage) return draft;
    try {
      const text = storage.getItem(this.storageKey(id));
      if (!text) return draft;
      for (const [key, value, base] of JSON.parse(text) as Array<[string, unknown, unknown]>)
        draft.set(key, { value, base, seq: ++this.seq });
    } catch {
      // A draft we cannot read is one we cannot apply safely.
    }
    return draft;
  }

  // ---- notification ----------------------------------------------------------------------

  private bump(state: PayrollRowSaveState, by: number): void {
    if (state !== 'saved') this.counts[state === 'conflict' ? 'conflicts' : state] += by;
  }

  /**
   * One row changed: its snapshot, its share of the totals and its place in the query are brought
   * up to date here, so nothing ever walks every row for one edit.
   */
  private changed(id: string, row: RowState, before: PayrollRowSaveState, countChanged = false): void {
    row.snapshot = undefined;
    const snapshot = this.getRow(id)!;
    const after = snapshot.saveState;
    if (after !== before) {
      this.bump(before, -1);
      this.bump(after, 1);
      if (after === 'conflict') this.io.onConflict?.(id);
    }
    const counted = this.countedOf(row, snapshot.compensation);
    const totalsChanged = counted !== row.counted;
    if (totalsChanged) {
      this.totals = countRow(countRow(this.totals, row.counted, -1), counted, 1);
      row.counted = counted;
    }
    const shown = this.matches(snapshot);
    const shownChanged = shown !== row.shown;
    row.shown = shown;
    // A batch tells its listeners once, at its end.
    if (this.batch) return void this.batch.add(id);
    if (totalsChanged) this.publishTotals();
    if (after !== before || countChanged || shownChanged) this.publish(shownChanged);
    this.notifyRow(id);
  }

  private notifyRow = (id: string): void => {
    const listeners = this.rowListeners.get(id);
    if (listeners) for (const listener of [...listeners]) listener();
  };

  private matches(row: PayrollEditorRow): boolean {
    const { filter, search } = this.query;
    const { compensation } = row;
    if (search && !payrollRowName(compensation).toLocaleLowerCase().includes(search)) return false;
    switch (filter) {
      case 'hourly':
        return compensation.hourly_compensations.length > 0;
      case 'salaried':
        return compensation.hourly_compensations.length === 0;
      case 'changed':
        return row.hasDraft || row.saveState !== 'saved';
      case 'excluded':
        return compensation.excluded;
      case 'errors':
        return row.saveState === 'failed' || row.saveState === 'conflict' || row.invalid.size > 0;
      default:
        return true;
    }
  }

  /** `rowsChanged`: the order or the shown rows changed, not only a count. */
  private publish(rowsChanged: boolean): void {
    this.summary = {
      rowIds: rowsChanged ? [...this.order] : this.summary.rowIds,
      shownIds: rowsChanged ? this.order.filter((id) => this.rows.get(id)!.shown) : this.summary.shownIds,
      ...this.counts,
    };
    for (const listener of [...this.listeners]) listener();
  }

  private publishTotals(): void {
    for (const listener of [...this.totalsListeners]) listener();
  }
}
