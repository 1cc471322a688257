import type { ComponentType } from 'react';
import type { DialogEngineProps } from './DialogEngine';

let engine: ComponentType<DialogEngineProps> | undefined;
let loading: Promise<ComponentType<DialogEngineProps>> | undefined;

/**
 * Fetches the Radix dialog engine once (about 9 kB gzip that a page without an open dialog never
 * needs); a failed fetch is forgotten so the next dialog tries again.
 */
export function loadDialogEngine(): Promise<ComponentType<DialogEngineProps>> {
  loading ??= import('./DialogEngine').then(
    (module) => (engine = module.DialogEngine),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The engine if it has arrived, so a dialog rendered after that opens without waiting. */
export function loadedDialogEngine(): ComponentType<DialogEngineProps> | undefined {
  return engine;
}
