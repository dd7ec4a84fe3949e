import { atom } from 'jotai';

import type { AuthSession } from '../auth/session';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** The signed-in session; written once by the bootstrap (or a story), read by the shell. */
export const sessionAtom = atom<AuthSession | null>(null);

/** The validated runtime configuration; written once by the bootstrap (or a story). */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);
