/**
 * The game screen: the board, the side panel and the dialogs. Clicks become actions only through
 * the board model and the menus, which are built from `legalActions`.
 */
import { type Action, type Decision as EngineDecision, type Game, view } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { Board } from '../board/Board.tsx';
import { focusOf } from '../board/focus.ts';
import { Preview } from '../board/Preview.tsx';
import { Viewport } from '../board/Viewport.tsx';
import { type BoardModel, boardModel, type Choice, type Pick } from '../choices.ts';
import type { AskDie } from '../dice.ts';
import { Decision } from '../panel/Decision.tsx';
import { focusFor, type LogFocusOf } from '../panel/log-focus.ts';
import { Banners } from './Banner.tsx';
import { choicesAt, clickHandlers, confirmsTwice, endKey, type Spot, squareSpot } from './clicks.ts';
import { Overlays } from './Overlays.tsx';
import { autoEndWords } from './refusals.ts';
import { Side, SideLog } from './Side.tsx';
import { saveRecord } from './save.ts';
import { mustPass, type Shown, shownFor, viewerOf } from './seat.ts';
import { effectiveMarker, effectiveSelection, type MarkerKind, selectable } from './selection.ts';
import { TopBar } from './TopBar.tsx';
import type { PlayController } from './types.ts';
import { endsByItself } from './undo.ts';

export interface PlayProps {
  ctl: PlayController;
  askDie: AskDie;
  onNew(): void;
  onReplay(): void;
  /** More in the top bar (online: the connection's state, conceding). */
  bar?: ComponentChildren;
}

interface Popup {
  x: number;
  y: number;
  choices: Choice[];
}

const NONE = new Set<number>();

/**
 * What this screen may show (play/seat.ts): the team whose view it is, the game as that coach
 * sees it, and, while the screen is being passed, the team it is passed to (the board then shows
 * a spectator's view until that coach says it is looking).
 */
function useSeatView(ctl: PlayController, g: Game, d: EngineDecision | null, redraw: () => void) {
  const shown = useRef<Shown | null>(null);
  // A screen of one coach (online) always shows that coach's view, and is never passed.
  const fixed = ctl.viewer;
  const next = fixed ?? viewerOf(g, d, ctl.seats, shown.current?.team ?? -1);
  const passing = fixed === null && mustPass(g, d, ctl.seats, shown.current, next);
  if (!passing) shown.current = shownFor(d, next);
  const viewer = passing ? -1 : next;
  const seen = useMemo(() => view(g, viewer), [g, viewer]);
  const ready = () => {
    shown.current = shownFor(d, next);
    redraw();
  };
  return { viewer, seen, passTo: passing ? next : null, ready };
}

/** The screen's own state: the selection, a target pick, pop-ups, the preview's spots. */
function useScreenState() {
  const [picked, setPicked] = useState<number | null>(null);
  const [pick, setPick] = useState<Pick | null>(null);
  const [pickedMarker, setMarker] = useState<MarkerKind | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [overClosed, setOverClosed] = useState(false);
  // The spot clicked once (a second click confirms), the one under the mouse, a refused click's why.
  const [armed, setArmed] = useState<Spot | null>(null);
  const [hoverSpot, setHoverSpot] = useState<Spot | null>(null);
  // What the log entry pointed at names, shown on the board (log-spots.ts).
  const [logFocus, setLogFocus] = useState<LogFocusOf | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The square of a panel button pointed at (a push): outlined on the board, not previewed in the
  // panel, whose buttons would move under the pointer.
  const [pointed, setPointed] = useState<number | null>(null);
  return {
    picked,
    pickedMarker,
    hoverSpot,
    state: { pick, popup, hovered, confirmEnd, overClosed, armed, notice, logFocus, pointed },
    set: {
      setPicked,
      setPick,
      setMarker,
      setHovered,
      setPopup,
      setConfirmEnd,
      setOverClosed,
      setLogFocus,
    },
    previewSet: { setArmed, setHoverSpot, setNotice, setPointed },
  };
}

/** The game screen's state: the seat's view, the selection, the board model, pop-ups, actions. */
function usePlay(ctl: PlayController, askDie: AskDie) {
  const [, redraw] = useReducer((x: number, _: number) => x + 1, 0);
  const own = useScreenState();
  const { pick, armed } = own.state;
  const { setPick, setPopup, setConfirmEnd } = own.set;
  const { setArmed, setNotice, setPointed } = own.previewSet;
  useController(ctl, askDie, () => redraw(0));
  const g = ctl.game;
  const d = ctl.decision();
  const seat = useSeatView(ctl, g, d, () => redraw(0));
  // The board, its choices and the panel are drawn from the seat's view, never the whole state.
  const seen = seat.seen;
  // A target pick or a pop-up belongs to the state it was made in.
  useEffect(() => {
    setPick(null);
    setPopup(null);
    setNotice(null);
    setPointed(null);
  }, [g]);
  const enabled = ctl.personToDecide() && seat.passTo === null;
  const can = enabled ? selectable(d) : NONE;
  const sel = effectiveSelection(d, own.picked, can);
  const marker = enabled ? effectiveMarker(d, own.pickedMarker) : null;
  const model = useMemo(
    () => boardModel(seen, enabled ? d : null, sel, pick, marker),
    [seen, enabled, sel, pick, marker],
  );
  // A preview belongs to the board model it was made on.
  useEffect(() => setArmed(null), [model]);
  const act = async (actions: Action[]) => {
    setPopup(null);
    setPick(null);
    setArmed(null);
    await ctl.actSeq(actions);
  };
  const ended = useAutoEnd(ctl, enabled, g, d, act);
  const preview = previewOf(seen, model, own.hoverSpot, armed);
  const endTurn = () => {
    const end = d?.actions.find((a) => a.type === 'endTurn');
    if (!end || !enabled) return;
    // Ending the turn with players still able to act is easy to do by mistake: ask first.
    if (d!.actions.some((a) => a.type === 'activate')) setConfirmEnd(true);
    else void act([end]);
  };
  // A refused click's why, else why an activation just ended by itself.
  const notice = own.state.notice ?? ended;
  const state = { ctl, g, d, seat, seen, enabled, can, sel, marker, model, ...own.state, notice, preview };
  return { ...state, ...own.set, ...own.previewSet, act, endTurn };
}

/**
 * What is previewed: the spot under the mouse when a click there would do one thing, else the
 * spot clicked once. A spot of several choices opens a pop-up on its click and is not previewed.
 */
function previewOf(g: Game, model: BoardModel, hover: Spot | null, armed: Spot | null) {
  const under = choicesAt(model, g, hover);
  const spot = under.length === 1 ? hover : armed;
  const choices = choicesAt(model, g, spot);
  return choices.length === 1 ? { spot, choice: choices[0], armed: spot === armed } : null;
}

/**
 * An activation left with nothing to do but end (the engine offers only \`endActivation\`) ends
 * by itself for a person: once per state, and only when the person may act. Undo skips it
 * (play/undo.ts), or taking back the step before it would only end it again.
 */
function useAutoEnd(
  ctl: PlayController,
  enabled: boolean,
  g: Game,
  d: EngineDecision | null,
  act: (a: Action[]) => Promise<void>,
) {
  // Why it ended, when a coach could expect more (a Blitz with no block), for the game it left.
  const [ended, setEnded] = useState<{ game: Game; text: string } | null>(null);
  useEffect(() => {
    if (!enabled || !endsByItself(d)) return;
    const why = autoEndWords(g, d);
    void act(d!.actions).then(() => why && setEnded({ game: ctl.game, text: why }));
  }, [g, enabled]);
  return ended?.game === g ? ended.text : null;
}

export type Ui = ReturnType<typeof usePlay>;

export function PlayScreen({ ctl, askDie, onNew, onReplay, bar }: PlayProps) {
  const ui = usePlay(ctl, askDie);
  const { seen, sel, d, pick, enabled } = ui;
  const { onPlayer, onSquare } = clickHandlers(ui);
  usePlayKeys(ui);
  // The panel's Confirm commits what is previewed, as a second click on it would.
  const confirm = () => ui.preview && void ui.act(ui.preview.choice.actions);
  return (
    <div class="play">
      <TopBar
        ctl={ctl}
        g={seen}
        decider={d?.team ?? null}
        onDownload={() => saveRecord(ctl)}
        onReplay={onReplay}
        onNew={onNew}
        onResult={ui.g.result && ui.overClosed ? () => ui.setOverClosed(false) : undefined}
      >
        {bar}
      </TopBar>
      <main class="layout">
        <div class="board-wrap">
          <PlayBoard ui={ui} onPlayer={onPlayer} onSquare={onSquare} />
          <Banners feed={ctl.banners} />
        </div>
        <aside class="side play-side">
          <div class="side-main">
            <Decision
              g={seen}
              d={d}
              enabled={enabled}
              botThinking={!!d && ctl.isBot(d.team) && !ui.g.result}
              selected={sel}
              pick={pick}
              onAct={(a) => void ui.act(a)}
              onEndTurn={ui.endTurn}
              onPick={ui.setPick}
              marker={ui.marker}
              onMarker={ui.setMarker}
              preview={ui.preview}
              notice={ui.notice}
              onConfirm={confirm}
              onCancel={() => ui.setArmed(null)}
              twoClicks={confirmsTwice(d)}
              onHoverSquare={ui.setPointed}
            />
            <Side ui={ui} onPlayer={(id) => onPlayer(id, new MouseEvent('click'))} />
          </div>
          <SideLog ui={ui} />
        </aside>
      </main>
      <Overlays ui={ui} onReplay={onReplay} onNew={onNew} />
    </div>
  );
}

/** E ends, Ctrl+Z or U takes back, Escape steps back (a pop-up, a preview, a target pick, a selection). */
function usePlayKeys(ui: Ui): void {
  useKeys((e: KeyboardEvent) => {
    if ((e.target as HTMLElement)?.closest?.('input, select, textarea, .modal')) return;
    // E: the activation under way ends, else the turn (play/clicks.ts).
    if (e.key === 'e' || e.key === 'E') endKey(ui);
    if (isUndoKey(e) && ui.ctl.undo()) e.preventDefault();
    if (e.key === 'Escape') {
      ui.setNotice(null);
      if (ui.popup) ui.setPopup(null);
      else if (ui.armed) ui.setArmed(null);
      else if (ui.pick) ui.setPick(null);
      else ui.setPicked(null);
    }
  });
}

/** The board in its viewport, with the preview of what a click would do. */
function PlayBoard({ ui, onPlayer, onSquare }: { ui: Ui } & ReturnType<typeof clickHandlers>) {
  const { seen, model, sel, can, d, enabled } = ui;
  // A person's decision brings the coach's own area in sight (board/focus.ts).
  const focus = useMemo(() => (enabled ? focusOf(seen, d, model.marks.keys()) : null), [enabled, d, model]);
  // A panel button pointed at shows its square first; else what the board's pointer previews.
  const spot = ui.pointed === null ? null : squareSpot(ui.pointed);
  const choice = spot ? choicesAt(model, seen, spot)[0] : undefined;
  const shown = spot && choice ? { spot, choice, armed: false } : ui.preview;
  return (
    <Viewport g={seen} focus={focus}>
      <Board
        g={seen}
        marks={model.marks}
        tokens={{ selected: sel, selectable: can, targets: new Set(model.players.keys()) }}
        hovered={ui.hovered}
        onSquare={onSquare}
        onPlayer={onPlayer}
        onHover={ui.setHovered}
        focus={focusFor(ui.logFocus, ui.seat.viewer)}
        preview={
          <Preview
            g={seen}
            spot={shown?.spot ?? null}
            choice={shown?.choice ?? null}
            armed={shown?.armed ?? false}
            twoClicks={enabled && confirmsTwice(d)}
            onHover={ui.setHoverSpot}
          />
        }
      />
    </Viewport>
  );
}

/** Ctrl+Z (Cmd+Z) or U: take back the last action (play/undo.ts). */
const isUndoKey = (e: KeyboardEvent) =>
  e.key.toLowerCase() === (e.ctrlKey || e.metaKey ? 'z' : 'u') && !e.altKey && !e.shiftKey;

/** The screen follows the controller: redrawn on every change; the bots started; closed on leaving. */
function useController(ctl: PlayController, askDie: AskDie, redraw: () => void): void {
  useEffect(() => {
    const off = ctl.subscribe(redraw);
    ctl.start(askDie);
    return () => {
      off();
      ctl.close();
    };
  }, [ctl]);
}

/**
 * The keys act on what is drawn now: the handler is read from a ref set at each render, since a
 * listener renewed by an effect (run after the paint) can lag a key pressed just after a change.
 */
function useKeys(handler: (e: KeyboardEvent) => void): void {
  const onKey = useRef(handler);
  onKey.current = handler;
  useEffect(() => {
    const key = (e: KeyboardEvent) => onKey.current(e);
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);
}
