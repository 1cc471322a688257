import { createContext, type ComponentType, type ReactElement } from 'react';

/**
 * The engine's close wrapper, put in context by the dialog engine so that {@link DialogClose}
 * (rendered in a footer, inside the engine) closes the dialog without importing the engine: the
 * footer's module stays in the first load while the engine does not.
 */
export const DialogCloseSlot = createContext<ComponentType<{ children: ReactElement }> | null>(null);
