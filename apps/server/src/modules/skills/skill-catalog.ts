import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { defaultVocabulary, type SkillVocabulary, shippedVocabulary } from '../../lib/skills/vocabulary.js';
import * as repo from './skills.repository.js';

/**
 * This instance's skill vocabulary (DECISIONS §6.1): the shipped one plus the staff's additions
 * (skill_additions), kept exact on every instance without events.
 *
 * Additions are numbered and commit in order (skills.repository.ts, the vocabulary lock), so the highest id
 * is the vocabulary's version. Before a resolution, `fresh()` asks for it (one index-only query, shared by
 * the callers arriving together) and replays what it has not applied yet: a change committed on any
 * instance before a request started is in that request's vocabulary. A write that stores keys calls
 * `forWrite(tx)` instead, inside its transaction: it takes the vocabulary lock shared, so a staff change
 * waits for it and then re-keys its rows too, or it waits for the change and resolves with it.
 *
 * Why not the socket adapter's event bus: an event arrives some time after the commit, and a search or a
 * profile saved meanwhile on another instance would use the old vocabulary (a saved row would then keep
 * stale keys for good). The version check costs one small query per resolving request and is never late.
 *
 * On the embedded database (`alone`) no other process can write: after its first read the catalog asks again
 * only inside write transactions and after its own changes (`changed()`), saving the check on every read.
 *
 * Until the first addition, the process-wide shipped vocabulary is used as is; the first one makes this
 * catalog build its own copy (~100 ms), so two apps in one process (tests) never share additions.
 */
export class SkillCatalog {
  private vocab: SkillVocabulary = defaultVocabulary();
  private own = false;
  /** The id of the last addition applied. */
  private applied = 0;
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private loaded = false;

  constructor(
    private readonly db: Db,
    private readonly options: { log?: FastifyBaseLogger; alone?: boolean } = {},
  ) {}

  /** The vocabulary as this instance last read it, without asking the database. */
  get known(): SkillVocabulary {
    return this.vocab;
  }

  /** The vocabulary with every addition committed before this call. */
  async fresh(): Promise<SkillVocabulary> {
    if (!(this.options.alone && this.loaded)) await this.sync();
    return this.vocab;
  }

  /** After a change this instance committed: its vocabulary catches up before the answer goes out. */
  async changed(): Promise<SkillVocabulary> {
    await this.sync();
    return this.vocab;
  }

  /**
   * For a transaction that stores skill keys: the vocabulary lock, held shared until the commit, and the
   * vocabulary read under it. Keys computed with it stay right until the transaction ends.
   */
  async forWrite(tx: Db): Promise<SkillVocabulary> {
    await repo.lockVocabulary(tx, 'shared');
    await this.catchUp(tx);
    return this.vocab;
  }

  /** For a staff change: the lock held exclusive, and the vocabulary read under it. */
  async forChange(tx: Db): Promise<SkillVocabulary> {
    await repo.lockVocabulary(tx, 'exclusive');
    await this.catchUp(tx);
    return this.vocab;
  }

  /** The version check, started after the call; callers arriving while one runs share the next. */
  private sync(): Promise<void> {
    if (!this.current) {
      this.current = this.catchUp(this.db).finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.sync();
      });
    return this.next;
  }

  private async catchUp(db: Db): Promise<void> {
    const latest = await repo.latestAdditionId(db);
    if (latest > this.applied) this.apply(await repo.additionsAfter(db, this.applied));
    this.loaded = true;
  }

  private apply(rows: readonly repo.SkillAdditionRow[]): void {
    for (const row of rows) {
      if (row.id <= this.applied) continue;
      if (!this.own) {
        this.vocab = shippedVocabulary();
        this.own = true;
      }
      replay(this.vocab, row, this.options.log);
      this.applied = row.id;
    }
  }
}

/**
 * Applies one addition. A newer shipped vocabulary may already hold what the staff added (the label, or an
 * alias, now belongs to a shipped skill): what still fits is applied, the rest is logged and skipped.
 */
function replay(vocab: SkillVocabulary, row: repo.SkillAdditionRow, log?: FastifyBaseLogger): void {
  if (row.kind === 'alias') {
    for (const alias of row.aliases) {
      const result = vocab.addAlias(alias, row.label);
      if (!result.ok) log?.warn({ addition: row.id, error: result.error }, 'skill alias not applied');
    }
    return;
  }
  const free = row.aliases.filter((alias) => !vocab.resolve(alias).known);
  const added = vocab.addSkill(row.label, free);
  if (added.ok) return;
  if (added.error.code === 'label_taken') {
    for (const alias of free) vocab.addAlias(alias, row.label);
    log?.warn({ addition: row.id }, 'skill already shipped: its aliases joined it');
    return;
  }
  log?.warn({ addition: row.id, error: added.error }, 'skill addition not applied');
}
