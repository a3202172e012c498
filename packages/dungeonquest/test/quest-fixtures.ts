/**
 * A small content of the tests' own (not the game's content): a few tiles of every kind and a few
 * cards per deck, so scenarios can stack what they need. And helpers to set a scene.
 */

import { placed } from '../src/quest/board.ts';
import {
  type ApplyResult,
  applyQuest,
  type Content,
  createQuestGame,
  type QuestAction,
  type QuestOptions,
  type QuestState,
  sq,
} from '../src/quest/index.ts';

export const FIXTURE: Content = {
  name: 'test fixture',
  sun: { plain: 6, numbered: 3 },
  tiles: [
    {
      id: 'hall',
      kind: 'room',
      name: 'Hall',
      text: 'Test content.',
      count: 6,
      exits: ['N', 'E', 'S', 'W'],
      searchable: true,
      effect: [],
    },
    {
      id: 'corridor',
      kind: 'corridor',
      name: 'Corridor',
      text: 'Test content.',
      count: 4,
      exits: ['N', 'S'],
      searchable: false,
      effect: [],
    },
    {
      id: 'bend',
      kind: 'corridor',
      name: 'Bend',
      text: 'Test content.',
      count: 2,
      exits: ['S', 'E'],
      searchable: false,
      effect: [],
    },
    {
      id: 'lair',
      kind: 'room',
      name: 'Lair',
      text: 'Test content.',
      count: 2,
      exits: ['N', 'E', 'S', 'W'],
      searchable: true,
      effect: [{ do: 'draw', deck: 'dungeon' }],
    },
    {
      id: 'snare',
      kind: 'trap',
      name: 'Snare',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      searchable: false,
      effect: [{ do: 'draw', deck: 'trap' }],
    },
    {
      id: 'gate',
      kind: 'door',
      name: 'Gate',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      doors: ['N'],
      searchable: false,
      effect: [],
    },
    {
      id: 'grille',
      kind: 'portcullis',
      name: 'Grille',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'E', 'S', 'W'],
      searchable: false,
      special: 'portcullis',
      effect: [],
    },
    {
      id: 'bridge',
      kind: 'bridge',
      name: 'Bridge',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      searchable: false,
      special: 'bridge',
      effect: [{ do: 'wound', amount: 2 }],
    },
    {
      id: 'pit',
      kind: 'pit',
      name: 'Pit',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S', 'E'],
      searchable: false,
      special: 'pit',
      effect: [],
    },
    {
      id: 'wheel',
      kind: 'rotating',
      name: 'Wheel',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      searchable: false,
      special: 'rotating',
      effect: [],
    },
    {
      id: 'chasm',
      kind: 'chasm',
      name: 'Chasm',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'E', 'S', 'W'],
      halves: [
        ['S', 'E'],
        ['N', 'W'],
      ],
      searchable: false,
      special: 'chasm',
      effect: [],
    },
    {
      id: 'dark',
      kind: 'darkness',
      name: 'Dark',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'E', 'S', 'W'],
      searchable: false,
      special: 'darkness',
      effect: [],
    },
    {
      id: 'web',
      kind: 'web',
      name: 'Web',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      searchable: false,
      special: 'web',
      effect: [],
    },
    {
      id: 'rubble',
      kind: 'rubble',
      name: 'Rubble',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'S'],
      searchable: false,
      special: 'rubble',
      effect: [],
    },
    {
      id: 'crypt',
      kind: 'catacomb',
      name: 'Crypt stair',
      text: 'Test content.',
      count: 1,
      exits: ['N', 'E', 'S', 'W'],
      searchable: true,
      special: 'catacomb',
      effect: [],
    },
    {
      id: 'nook',
      kind: 'room',
      name: 'Nook',
      text: 'Test content.',
      count: 1,
      exits: ['S'],
      searchable: true,
      effect: [],
    },
  ],
  decks: {
    dungeon: [
      { id: 'empty', name: 'Empty', text: 'Test content.', count: 2, effect: [{ do: 'nothing' }] },
      {
        id: 'troll',
        name: 'Troll',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'monster', type: 'troll' }],
      },
      { id: 'lurker', name: 'Lurker', text: 'Test content.', count: 1, effect: [{ do: 'monster' }] },
      {
        id: 'purse',
        name: 'Purse',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'loot', name: 'Purse', gold: 50 }],
      },
      {
        id: 'fork',
        name: 'Fork',
        text: 'Test content.',
        count: 1,
        effect: [
          {
            do: 'choose',
            options: [
              { label: 'left', effect: [{ do: 'wound', amount: 1 }] },
              { label: 'right', effect: [{ do: 'loot', name: 'Coin', gold: 1 }] },
            ],
          },
        ],
      },
      {
        id: 'sleep',
        name: 'Sleep',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'skipTurns', turns: 1 }],
      },
      {
        id: 'gust',
        name: 'Gust',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'moveBack' }, { do: 'wound', amount: 1 }],
      },
      {
        id: 'halt',
        name: 'Halt',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'endTurn' }, { do: 'wound', amount: 5 }],
      },
      { id: 'dusk', name: 'Dusk', text: 'Test content.', count: 1, effect: [{ do: 'sun', spaces: 2 }] },
      { id: 'spring', name: 'Spring', text: 'Test content.', count: 1, effect: [{ do: 'heal', amount: 2 }] },
      {
        id: 'ledge',
        name: 'Ledge',
        text: 'Test content.',
        count: 1,
        effect: [
          {
            do: 'test',
            attr: 'luck',
            fail: [{ do: 'wound', amount: 3 }],
            pass: [{ do: 'loot', name: 'Ledge gold', gold: 5 }],
          },
        ],
      },
      {
        id: 'dice',
        name: 'Dice',
        text: 'Test content.',
        count: 1,
        effect: [
          {
            do: 'roll',
            rows: [
              { min: 1, max: 3, effect: [{ do: 'wound', amount: 1 }] },
              { min: 4, max: 6, effect: [{ do: 'rune' }] },
            ],
          },
        ],
      },
      {
        id: 'thief',
        name: 'Thief',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'loseLoot', which: 'best' }],
      },
      {
        id: 'guard',
        name: 'Guard',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'monster', type: 'golem', noEscape: true }],
      },
    ],
    search: [
      { id: 'dust', name: 'Dust', text: 'Test content.', count: 1, effect: [] },
      { id: 'secret', name: 'Secret door', text: 'Test content.', count: 1, effect: [{ do: 'secretDoor' }] },
      {
        id: 'stair',
        name: 'Stair down',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'catacombEntrance' }],
      },
      {
        id: 'coins',
        name: 'Coins',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'loot', name: 'Coins', gold: 20 }],
      },
      {
        id: 'tripwire',
        name: 'Tripwire',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'draw', deck: 'trap' }],
      },
    ],
    trap: [
      { id: 'dart', name: 'Dart', text: 'Test content.', count: 1, effect: [{ do: 'wound', amount: 1 }] },
      {
        id: 'blade',
        name: 'Blade',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'wound', amount: { dice: 1, plus: 1 } }],
      },
    ],
    door: [
      { id: 'open', name: 'Open', text: 'Test content.', count: 1, effect: [] },
      { id: 'locked', name: 'Locked', text: 'Test content.', count: 1, effect: [{ do: 'endTurn' }] },
    ],
    corpse: [
      {
        id: 'bones',
        name: 'Bones',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'loot', name: 'Bones', gold: 5 }],
      },
    ],
    crypt: [
      {
        id: 'urn',
        name: 'Urn',
        text: 'Test content.',
        count: 1,
        effect: [{ do: 'loot', name: 'Urn', gold: 10 }],
      },
    ],
    catacomb: [
      { id: 'tunnel', name: 'Tunnel', text: 'Test content.', count: 2, effect: [] },
      { id: 'exit', name: 'Exit', text: 'Test content.', count: 1, effect: [{ do: 'leaveCatacombs' }] },
      { id: 'naga', name: 'Naga', text: 'Test content.', count: 1, effect: [{ do: 'turnBack' }] },
    ],
    dragon: [
      { id: 'asleep', name: 'Asleep', text: 'Test content.', count: 2, effect: [] },
      { id: 'stir', name: 'Stirs', text: 'Test content.', count: 1, effect: [{ do: 'treasure', count: 1 }] },
      {
        id: 'rage',
        name: 'Rage',
        text: 'Test content.',
        count: 1,
        rage: true,
        effect: [{ do: 'wound', amount: 3 }],
      },
    ],
    treasure: [
      { id: 'ring', name: 'Ring', text: 'Test content.', count: 2, gold: 100, effect: [] },
      { id: 'cup', name: 'Cup', text: 'Test content.', count: 2, gold: 50, effect: [] },
      { id: 'gem', name: 'Gem', text: 'Test content.', count: 1, gold: 200, effect: [] },
    ],
    rune: [
      {
        id: 'step',
        name: 'Step',
        text: 'Test content.',
        count: 2,
        use: 'turn',
        effect: [{ do: 'heal', amount: 1 }],
      },
      { id: 'luck', name: 'Luck', text: 'Test content.', count: 2, use: 'test', effect: [] },
      { id: 'ward', name: 'Ward', text: 'Test content.', count: 2, use: 'trap', effect: [] },
      { id: 'banish', name: 'Banish', text: 'Test content.', count: 2, use: 'monster', effect: [] },
    ],
  },
};

export const HEROES2 = [
  { name: 'Ann', hero: 'lindel' },
  { name: 'Bob', hero: 'hugo' },
];

/** A new game, checked. */
export function newGame(players: { name: string; hero: string }[], options: QuestOptions): QuestState {
  const r = createQuestGame({ players }, FIXTURE, options);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.game;
}

/** Applies actions, failing loudly. */
export function play(g: QuestState, ...actions: QuestAction[]): QuestState {
  for (const a of actions) {
    const r: ApplyResult = applyQuest(g, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    g = r.game;
  }
  return g;
}

/** Applies one action and returns the result (game and events). */
export function step(g: QuestState, a: QuestAction): { game: QuestState; events: { type: string }[] } {
  const r = applyQuest(g, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return r;
}

/**
 * A solo game (Lindel) or the given heroes, placed in towers 0, 1... in turn order, with scripted
 * dice (after the first-player rolls) and stacked decks.
 */
export function scene(opts: {
  heroes?: { name: string; hero: string }[];
  dice?: number[];
  firstRolls?: number[];
  stack?: QuestOptions['stack'];
}): QuestState {
  const heroes = opts.heroes ?? [{ name: 'Ann', hero: 'lindel' }];
  const first = opts.firstRolls ?? (heroes.length > 1 ? heroes.map((_, i) => (i === 0 ? 6 : 1)) : []);
  // Rune cards that are never offered (used as an action only), unless a scene stacks others.
  const rune = opts.stack?.rune ?? ['step', 'step'].slice(0, heroes.length);
  let g = newGame(heroes, { dice: [...first, ...(opts.dice ?? [])], stack: { ...opts.stack, rune } });
  for (let i = 0; i < heroes.length; i++) g = play(g, { type: 'tower', tower: i });
  return g;
}

/** Puts a chamber on the board directly (a scenario's set-up). */
export function put(g: QuestState, x: number, y: number, tile: string, rot = 0): void {
  g.board[sq(x, y)] = placed(tile, rot);
}

/** Moves a hero directly (a scenario's set-up); the tile must be there. */
export function stand(
  g: QuestState,
  seat: number,
  x: number,
  y: number,
  enteredBy: 'N' | 'E' | 'S' | 'W' | null = null,
): void {
  g.heroes[seat].pos = sq(x, y);
  g.heroes[seat].enteredBy = enteredBy;
}

export const types = (events: { type: string }[]) => events.map((e) => e.type);
