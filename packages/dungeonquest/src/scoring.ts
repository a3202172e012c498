/**
 * The end of a game: heroes who left the dungeon total the gold of their loot cards (a card with
 * no gold value is worth 0); the highest total wins; ties go to the highest single card, then to
 * the most cards, and players still tied all win. If no hero escaped, Kalladra wins.
 */

export interface LootCard {
  name: string;
  /** Gold value; missing or null for cards without one (worth 0). */
  gold?: number | null;
}

export interface ScoreEntry {
  player: string;
  /** Left the dungeon alive. Dead heroes and heroes still inside at sunset do not score. */
  escaped: boolean;
  loot: readonly LootCard[];
}

export interface Standing {
  player: string;
  escaped: boolean;
  total: number;
  highestCard: number;
  cards: number;
}

export interface QuestResult {
  /** The winning players (empty when Kalladra wins). */
  winners: string[];
  kalladraWins: boolean;
  /** What settled it. */
  decidedBy: 'kalladra' | 'total' | 'highest-card' | 'most-cards' | 'shared';
  /** Escaped heroes first, best first; then the others, in the order given. */
  standings: Standing[];
}

export function cardGold(card: LootCard): number {
  return typeof card.gold === 'number' && Number.isFinite(card.gold) ? card.gold : 0;
}

export function standing(e: ScoreEntry): Standing {
  const golds = e.loot.map(cardGold);
  return {
    player: e.player,
    escaped: e.escaped,
    total: golds.reduce((a, b) => a + b, 0),
    highestCard: golds.length > 0 ? golds.reduce((m, x) => Math.max(m, x), 0) : 0,
    cards: e.loot.length,
  };
}

const KEYS = [
  ['total', (s: Standing) => s.total],
  ['highest-card', (s: Standing) => s.highestCard],
  ['most-cards', (s: Standing) => s.cards],
] as const;

export function scoreQuest(entries: readonly ScoreEntry[]): QuestResult {
  const all = entries.map(standing);
  const escaped = all.filter((s) => s.escaped);
  const others = all.filter((s) => !s.escaped);
  if (escaped.length === 0) return { winners: [], kalladraWins: true, decidedBy: 'kalladra', standings: all };
  const ranked = [...escaped].sort(
    (a, b) => b.total - a.total || b.highestCard - a.highestCard || b.cards - a.cards,
  );
  let tied = escaped;
  let decidedBy: QuestResult['decidedBy'] = 'shared';
  for (const [name, key] of KEYS) {
    const best = tied.map(key).reduce((m, x) => Math.max(m, x), Number.NEGATIVE_INFINITY);
    const next = tied.filter((s) => key(s) === best);
    if (next.length === 1) {
      decidedBy = name;
      tied = next;
      break;
    }
    tied = next;
  }
  return {
    winners: tied.map((s) => s.player),
    kalladraWins: false,
    decidedBy,
    standings: [...ranked, ...others],
  };
}
