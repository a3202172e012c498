/**
 * Decisions and actions the page has no words of its own for: the engine grows new ones (a trap
 * marker to place, an assist offered to a third coach...), and they must still render through
 * the same path. Their fields are read by name: a player (`player`, `target`, `helper`...), a
 * square (`sq`, `to`, `wall`), a team, or a plain value, and put into words; an action with a
 * square or a player is placed on the board, the others become buttons (no DOM here).
 */
import type { Action, Decision, Game } from '@dungeonbowl/engine';
import { playerName, squareName, teamName } from './names.ts';
import { cap, words } from './words.ts';

const PLAYER_FIELDS = new Set([
  'player',
  'target',
  'thrown',
  'kicked',
  'helper',
  'assistant',
  'pushed',
  'attacker',
  'defender',
]);
const SQUARE_FIELDS = new Set(['sq', 'to', 'wall', 'from']);
const TEAM_FIELDS = new Set(['team', 'chooser', 'owner', 'for', 'side']);

type Fields = Record<string, unknown>;

/** One field's value in words: a player's name, a square, a team, or the value itself. */
function valueWords(g: Game, key: string, v: unknown): string | null {
  // The role is said unless it goes without saying (the player, the square).
  const role = key === 'player' || key === 'sq' ? '' : `${words(key)}: `;
  if (typeof v === 'number' && PLAYER_FIELDS.has(key)) return `${role}${playerName(g, v)}`;
  if (typeof v === 'number' && SQUARE_FIELDS.has(key)) return `${role}${squareName(g, v)}`;
  if (typeof v === 'number' && TEAM_FIELDS.has(key)) return `${role}${teamName(g, v)}`;
  if (typeof v === 'boolean') return v ? words(key) : `no ${words(key)}`;
  if (typeof v === 'number') return `${words(key)} ${v}`;
  if (typeof v === 'string') return words(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string'))
    return v.length === 0
      ? null
      : `${words(key)}: ${v.map((x) => valueWords(g, key.replace(/s$/, ''), x)).join(', ')}`;
  return null;
}

/** The fields of an action or a context in words, in their alphabetical order. */
export function fieldWords(g: Game, o: Fields, skip: string[] = ['type']): string[] {
  return Object.keys(o)
    .filter((k) => !skip.includes(k) && o[k] !== undefined)
    .sort()
    .flatMap((k) => {
      const w = valueWords(g, k, o[k]);
      return w ? [w] : [];
    });
}

/** "Place marker: (4,7), pit", "Assist: Lineman #3". */
export function genericActionLabel(g: Game, a: Action): string {
  const type = words(a.type);
  const rest = fieldWords(g, a as unknown as Fields);
  return rest.length > 0 ? `${cap(type)}: ${rest.join(', ')}` : cap(type);
}

/** Where an action the page has no placement for sits on the board: its square, or its player. */
export function genericAnchor(a: Action): { sq?: number[]; player?: number } {
  const o = a as unknown as Fields;
  for (const k of ['sq', 'to', 'wall']) if (typeof o[k] === 'number') return { sq: [o[k] as number] };
  for (const k of ['player', 'target', 'helper'])
    if (typeof o[k] === 'number') return { player: o[k] as number };
  return {};
}

/** "Place trap (a pit marker; 3 left): choose": a decision the page has no sentence for. */
export function genericPrompt(g: Game, d: Decision): string {
  const ctx = (d as unknown as { context?: Fields }).context ?? {};
  const said = fieldWords(g, ctx);
  return `${cap(words(d.kind))}${said.length ? ` (${said.join('; ')})` : ''}: choose`;
}

/** The action types the page places and words itself; any other is read by `genericAnchor`. */
export const KNOWN_ACTIONS: ReadonlySet<string> = new Set<Action['type']>([
  'placeChest',
  'placePortal',
  'placeTrap',
  'chooseEndZone',
  'deploy',
  'endDeploy',
  'activate',
  'enterPortal',
  'enterReserve',
  'koRush',
  'sponge',
  'endTurn',
  'step',
  'jump',
  'block',
  'stab',
  'projectileVomit',
  'pass',
  'wallThrow',
  'handOff',
  'foul',
  'throwTeamMate',
  'kickTeamMate',
  'throwBomb',
  'openChest',
  'hypnoticGaze',
  'endActivation',
  'reroll',
  'noReroll',
  'chooseBlockDie',
  'pushTo',
  'followUp',
  'interfere',
  'noInterference',
  'argueCall',
  'useSkill',
  'moveTo',
  'choosePlayer',
  'castSpell',
  'noSpell',
  'timeUp',
  'turnTimeExpired',
]);
