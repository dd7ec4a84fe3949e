/**
 * The sandbox's embedded store: one SQLite file (node:sqlite, built into Node 24) in the data
 * folder. It holds the platform's documents and events, the identity provider's signing key
 * and sign-in sessions, so a restart keeps data and keeps users signed in.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';

import type { Logger } from './logger.ts';
import { messages } from './messages.ts';
import { VAPID_DOCUMENT } from './notifications/webPush.ts';
import type { PlatformStorage } from './platform/port.ts';

export interface StoredSession {
  id: string;
  realm: string;
  username: string;
  /** Epoch seconds. */
  created: number;
  lastSeen: number;
}

const DATABASE_FILE = 'sandbox.sqlite';
/**
 * Documents `--reset` keeps, as it keeps the signing key and the sessions: the VAPID keys (a
 * browser subscribed with the public key keeps getting web push).
 */
const KEPT_ON_RESET = [VAPID_DOCUMENT];
const LOCK_FILE = 'sandbox.lock';

/** Another running process holds the data folder. */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(messages.log.dataDirLocked(dataDir, pid));
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds now: a lock with our own pid that is not here is stale. */
const heldLocks = new Set<string>();

/**
 * Whether the lock file naming `holder` belongs to a running process other than a dead one. Our
 * own pid counts only while this process holds the lock: in a container the sandbox is often
 * pid 1 on every start, so a lock left by a crash names the pid the new process has.
 */
function lockIsLive(path: string, holder: number): boolean {
  if (holder === process.pid) return heldLocks.has(path);
  return isAlive(holder);
}

/**
 * Takes the data folder for this process: `sandbox.lock` holds the pid of the process that
 * runs on it. A lock whose process is gone (killed, crashed) is taken over; a living one is
 * refused, naming its process.
 */
function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(path);
      return () => {
        heldLocks.delete(path);
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path);
        } catch {
          // Gone already: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      } catch {
        // Unreadable or gone between the two calls: treat it as stale.
      }
      if (Number.isInteger(holder) && holder > 0 && lockIsLive(path, holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

export class SandboxStore {
  #db: DatabaseSync;
  #writeDocument: StatementSync;
  readonly #releaseLock: () => void;
  readonly #logger: Logger | undefined;

  /**
   * Opens (or creates) `sandbox.sqlite` in `dataDir`, locked to this process; with `reset`,
   * empties the platform's data. A file that is no database is moved aside and a new one made.
   */
  constructor(dataDir: string, options: { reset: boolean; logger?: Logger }) {
    mkdirSync(dataDir, { recursive: true });
    this.#logger = options.logger;
    this.#releaseLock = lockDataDir(dataDir);
    try {
      const file = join(dataDir, DATABASE_FILE);
      let opened: { db: DatabaseSync; write: StatementSync };
      try {
        opened = SandboxStore.#open(file);
      } catch (error) {
        const aside = moveAside(file);
        this.#logger?.warn(messages.log.storeUnreadable(file, aside, String(error)));
        opened = SandboxStore.#open(file);
      }
      this.#db = opened.db;
      this.#writeDocument = opened.write;
      if (options.reset) {
        // Keys and sessions stay: a reseed should not sign open browsers out.
        this.#db
          .prepare(
            `DELETE FROM documents WHERE key NOT IN (${KEPT_ON_RESET.map(() => '?').join(', ')})`,
          )
          .run(...KEPT_ON_RESET);
      }
    } catch (error) {
      this.#releaseLock();
      throw error;
    }
  }

  static #open(file: string): { db: DatabaseSync; write: StatementSync } {
    const db = new DatabaseSync(file);
    try {
      db.exec(`
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = NORMAL;
        CREATE TABLE IF NOT EXISTS documents (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        DROP TABLE IF EXISTS events;
        CREATE TABLE IF NOT EXISTS signing_keys (kid TEXT PRIMARY KEY, jwk TEXT NOT NULL, created INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS sessions (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, username TEXT NOT NULL,
          created INTEGER NOT NULL, last_seen INTEGER NOT NULL);
      `);
      const check = db.prepare('PRAGMA quick_check').get();
      if (check?.quick_check !== 'ok')
        throw new Error(`quick_check: ${String(check?.quick_check)}`);
      const write = db.prepare(
        'INSERT INTO documents (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      );
      return { db, write };
    } catch (error) {
      db.close();
      throw error;
    }
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
    this.#releaseLock();
  }

  /** The storage a platform gets. */
  platformStorage(): PlatformStorage {
    return {
      read: (key) => {
        const row = this.#db.prepare('SELECT value FROM documents WHERE key = ?').get(key);
        if (!row) return undefined;
        try {
          return JSON.parse(String(row.value)) as unknown;
        } catch (error) {
          this.#setAside(key, String(error));
          return undefined;
        }
      },
      write: (key, value) => {
        this.#writeDocument.run(key, JSON.stringify(value));
      },
      unreadable: (key, reason) => this.#setAside(key, reason),
    };
  }

  /** Keeps an unreadable document under another key (for a look later) and says so. */
  #setAside(key: string, reason: string): void {
    const aside = `${key}.unreadable-${new Date().toISOString()}`;
    this.#db.prepare('UPDATE documents SET key = ? WHERE key = ?').run(aside, key);
    this.#logger?.warn(messages.log.documentUnreadable(key, aside, reason));
  }

  /** The persisted signing key (a private JWK), if one was made before. */
  signingKey(): { kid: string; jwk: string } | undefined {
    const row = this.#db
      .prepare('SELECT kid, jwk FROM signing_keys ORDER BY created DESC LIMIT 1')
      .get();
    return row ? { kid: String(row.kid), jwk: String(row.jwk) } : undefined;
  }

  saveSigningKey(kid: string, jwk: string): void {
    this.#db
      .prepare('INSERT INTO signing_keys (kid, jwk, created) VALUES (?, ?, ?)')
      .run(kid, jwk, Date.now());
  }

  createSession(session: StoredSession): void {
    this.#db
      .prepare(
        'INSERT INTO sessions (id, realm, username, created, last_seen) VALUES (?, ?, ?, ?, ?)',
      )
      .run(session.id, session.realm, session.username, session.created, session.lastSeen);
  }

  session(id: string): StoredSession | undefined {
    const row = this.#db.prepare('SELECT * FROM sessions WHERE id = ?').get(id);
    if (!row) return undefined;
    return {
      id: String(row.id),
      realm: String(row.realm),
      username: String(row.username),
      created: Number(row.created),
      lastSeen: Number(row.last_seen),
    };
  }

  touchSession(id: string, lastSeen: number): void {
    this.#db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?').run(lastSeen, id);
  }

  deleteSession(id: string): void {
    this.#db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
  }
}

/** Moves a database file (and its WAL and shared-memory files) aside; answers the new name. */
function moveAside(file: string): string {
  const aside = `${file}.unreadable-${new Date().toISOString().replaceAll(':', '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return aside;
}
