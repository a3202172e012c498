/**
 * The legend, a collapsible part of the side panel (legend.ts has its words): which end zone
 * each team scores in, what the board's shades mean, the pass bands, and what the dungeon's
 * squares are (doors, chests, portals, trap counters and the map's hazards, HazardLegend). Its
 * open or closed state is kept for the next game. While the pre-game places chests, portals or
 * trap counters, `PlacementRule` says where the next may go, open legend or not.
 */
import { type Decision, type Game, getRuleset, placementText } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { CELL } from '../board/Floor.tsx';
import { HazardLegend } from '../board/Hazards.tsx';
import { Chest, Portal } from '../board/Items.tsx';
import { DOOR, FLOOR, ink, NEUTRAL_ZONE, teamColour } from '../colours.ts';
import { padWord, trapWord } from '../names.ts';
import { endZoneLines, passBandLines, SHADES } from './legend.ts';
import './legend.css';

const KEY = 'dungeonbowl.legend.open';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function store(open: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, open ? '1' : '0');
  } catch {
    // No storage (a private window): the legend simply starts closed next time.
  }
}

function Swatch({ children }: { children: ComponentChildren }) {
  return (
    <svg class="swatch" viewBox={`0 0 ${CELL} ${CELL}`} width="18" height="18" aria-hidden="true">
      {children}
    </svg>
  );
}

const Fill = ({ fill, hatch }: { fill: string; hatch?: boolean }) => (
  <Swatch>
    <rect width={CELL} height={CELL} fill={fill} />
    {hatch &&
      [-16, 0, 16, 32].map((o) => (
        <line
          key={o}
          x1={o}
          y1={CELL}
          x2={o + CELL}
          y2={0}
          stroke="#333"
          stroke-width={4}
          stroke-opacity={0.55}
        />
      ))}
  </Swatch>
);

/** Doors, chests, portals, trap counters: what this game has of them. */
function DungeonItems({ g, d }: { g: Game; d: Decision | null }) {
  const rs = getRuleset(g.rulesetId);
  const pad = padWord(g);
  const chests = g.chests.length > 0 || d?.kind === 'placeChest';
  const portals = g.portals.length > 0 || d?.kind === 'placePortal';
  const traps = g.traps.length > 0 || g.teams.some((_, t) => (rs?.trapCounters(g, t) ?? 0) > 0);
  return (
    <ul class="legend-list" data-testid="legend-dungeon">
      <li data-testid="legend-door">
        <Swatch>
          <rect width={CELL} height={CELL} fill={FLOOR} />
          <rect x={6} y={6} width={CELL - 12} height={CELL - 12} fill={DOOR} opacity={0.5} />
        </Swatch>
        a door: an opening between two rooms
      </li>
      <li data-testid="legend-endzone-square">
        <Swatch>
          <rect width={CELL} height={CELL} fill={NEUTRAL_ZONE} />
        </Swatch>
        an end zone, lettered, in the colour of the team that chose it
      </li>
      {chests && (
        <li data-testid="legend-chest">
          <Swatch>
            <Chest x={0} y={0} open={false} />
          </Swatch>
          a chest: one holds the ball, the others explode when opened; it cannot be entered
        </li>
      )}
      {portals && (
        <li data-testid="legend-portal">
          <Swatch>
            <Portal x={0} y={0} n={1} />
          </Swatch>
          a numbered {pad}: a player stepping on it is sent to the {pad} a die names
        </li>
      )}
      {traps && (
        <li data-testid="legend-trap">
          <Swatch>
            <rect
              x={3}
              y={3}
              width={CELL - 6}
              height={CELL - 6}
              fill="none"
              stroke="#555"
              stroke-dasharray="4 3"
            />
          </Swatch>
          a {trapWord(g)} face down (dashed, with ?): turned over when a player steps on it; ● a pit, ▲ a
          spiked pit
        </li>
      )}
    </ul>
  );
}

function EndZones({ g }: { g: Game }) {
  return (
    <ul class="legend-list" data-testid="legend-endzones">
      {endZoneLines(g).map(({ team, text }) => (
        <li key={team} data-testid={`legend-endzone-${team >= 0 ? team : 'all'}`}>
          {team >= 0 && (
            <span class="legend-chip" style={{ background: teamColour(team), color: ink(teamColour(team)) }}>
              {team + 1}
            </span>
          )}
          {text}
        </li>
      ))}
    </ul>
  );
}

export function Legend({ g, d }: { g: Game; d: Decision | null }) {
  const [open, setOpen] = useState(stored);
  const toggle = (e: Event) => {
    const now = (e.currentTarget as HTMLDetailsElement).open;
    setOpen(now);
    store(now);
  };
  return (
    <details class="legend" data-testid="legend" open={open} onToggle={toggle}>
      <summary data-testid="legend-toggle">Legend: end zones, shading, the dungeon</summary>
      {open && (
        <div class="legend-body">
          <h4>Scoring</h4>
          <EndZones g={g} />
          <h4>Shaded squares</h4>
          <ul class="legend-list" data-testid="legend-shades">
            {SHADES.map((s) => (
              <li key={s.key} data-testid={`legend-shade-${s.key}`}>
                <Fill fill={s.fill} hatch={s.hatch} />
                {s.text}
              </li>
            ))}
          </ul>
          <h4>Passes</h4>
          <div data-testid="legend-passes">
            {passBandLines(g).map((line) => (
              <p key={line} class="legend-line">
                {line}
              </p>
            ))}
          </div>
          <h4>The dungeon</h4>
          <DungeonItems g={g} d={d} />
          <HazardLegend g={g} />
        </div>
      )}
    </details>
  );
}

/** Where the next chest, portal or trap counter may go (or what choosing an end zone means). */
export function PlacementRule({ g, d }: { g: Game; d: Decision | null }) {
  const rule = placementText(g, d);
  if (!rule) return null;
  return (
    <p class="placement-rule" data-testid="placement-rule" data-kind={d?.kind}>
      {rule}
    </p>
  );
}
