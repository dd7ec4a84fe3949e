/**
 * The sandbox's embedded store: one SQLite file (node:sqlite, built into Node 24) in the data
 * folder. It holds the platform's documents and events, the identity provider's signing key
 * and sign-in sessions, so a restart keeps data and keeps users signed in.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';

import type { PlatformStorage } from './platform/port.ts';

export interface StoredSession {
  id: string;
  realm: string;
  username: string;
  /** Epoch seconds. */
  created: number;
  lastSeen: number;
}

export class SandboxStore {
  readonly #db: DatabaseSync;
  readonly #writeDocument: StatementSync;

  /** Opens (or creates) `sandbox.sqlite` in `dataDir`; with `reset`, empties the platform's data. */
  constructor(dataDir: string, options: { reset: boolean }) {
    mkdirSync(dataDir, { recursive: true });
    this.#db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'));
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS documents (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      DROP TABLE IF EXISTS events;
      CREATE TABLE IF NOT EXISTS signing_keys (kid TEXT PRIMARY KEY, jwk TEXT NOT NULL, created INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (
        id TEXT PRIMARY KEY, realm TEXT NOT NULL, username TEXT NOT NULL,
        created INTEGER NOT NULL, last_seen INTEGER NOT NULL);
    `);
    if (options.reset) {
      // Keys and sessions stay: a reseed should not sign open browsers out.
      this.#db.exec('DELETE FROM documents;');
    }
    this.#writeDocument = this.#db.prepare(
      'INSERT INTO documents (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  /** The storage a platform gets. */
  platformStorage(): PlatformStorage {
    return {
      read: (key) => {
        const row = this.#db.prepare('SELECT value FROM documents WHERE key = ?').get(key);
        return row ? (JSON.parse(String(row.value)) as unknown) : undefined;
      },
      write: (key, value) => {
        this.#writeDocument.run(key, JSON.stringify(value));
      },
    };
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
