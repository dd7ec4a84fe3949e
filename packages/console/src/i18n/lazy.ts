import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

import { messagesReady } from './registry';

/**
 * `load`, resolved once the chunk's texts in the active language have arrived: the catalogue
 * modules a chunk brings start loading their texts as it is evaluated, and whatever awaits this
 * draws after them, never in English first (unless they cannot be loaded: then in English).
 */
export function withTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const module = await load();
    // Texts that do not arrive (the network) leave the screen in English, not broken.
    await messagesReady().catch(() => undefined);
    return module;
  };
}

/**
 * React's `lazy`, resolved once the chunk's texts in the active language have arrived (see
 * `withTexts`). Every lazy part of the console uses this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own signature
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(withTexts(load));
}
