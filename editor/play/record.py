"""The game log of a played game and its replay (issue 8 item 6).

The log lists every card, step, roll and choice in order, in French or English; its record
(``editor.game.log.GameRecord``) holds the seed, the player's actions as JSON (``choices``, each
without its dice) and the typed dice apart (``dice``: ``{"action": index, "first": [...],
"rerolls": [...]}``), so each typed die is written once and a change to either changes the
replay. ``replay`` re-runs a record headless: the play mode's actions through a fresh ``Game``,
or, for a headless ``solo --log`` record, the villain turns of the runner.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from editor.game.log import GameRecord, scenario_hash, write_log
from editor.game.state import GameState, state_hash
from editor.messages import error, translate
from editor.model.scenario import Scenario
from editor.play.actions import Accept, action_from_json, dice_from_json

if TYPE_CHECKING:
    from editor.play.game import Game

MAX_TURNS = 1000
"""``GameRecord.turns`` is bounded by the log reader."""


def log_lines(game: Game, lang: str) -> list[str]:
    """One readable line per card, step, roll and choice, in order."""
    mode = "play.log.hard" if game.hard_mode else "play.log.normal"
    lines = [translate("play.log.setup", lang, seed=game.seed, mode=translate(mode, lang))]
    for entry in game.entries:
        step, action = entry.step, entry.action
        rules = f"[{', '.join(step.rule_ids)}] " if step.rule_ids else ""
        parts = [rules + step.text(lang, game.names)]
        if step.dice:
            if getattr(action, "dice", None) is None:
                parts.append(translate("play.log.app_dice", lang, dice=", ".join(step.dice)))
            else:  # a typed die names no face: only its colour and its successes
                shown = ", ".join(d.split(":")[0] + "→" + d.split("→")[-1] for d in step.dice)
                parts.append(translate("play.log.typed_dice", lang, dice=shown))
        if isinstance(action, Accept) and action.choice is not None:
            parts.append(translate("play.log.choice", lang, choice=action.choice))
        lines.append(" ".join(parts))
    verdict = game.verdict()
    if verdict is not None:
        lines.append(verdict.text(lang))
    return lines


def game_record(game: Game) -> GameRecord:
    choices: list[Any] = []
    dice: list[Any] = []
    for index, action in enumerate(game.actions):
        data = action.to_json()
        typed = data.pop("dice", None)
        if typed is not None:
            dice.append({"action": index, **typed})
        choices.append(data)
    return GameRecord(
        game.scenario.name,
        scenario_hash(game.scenario),
        game.seed,
        max(1, min(MAX_TURNS, game.turn)),
        state_hash(game.state),
        choices,
        dice,
        "play",
        game.hard_mode,
    )


def export_log(game: Game, path: Path | str, lang: str) -> None:
    """The Markdown log with its fenced ``json`` record, written atomically."""
    title = translate("game.log.title", lang, scenario=game.scenario.name, seed=game.seed)
    write_log(path, title, log_lines(game, lang), game_record(game))


def record_actions(record: GameRecord) -> list[Any]:
    """The actions of a play record, each with its typed dice put back (strictly)."""
    merged: list[Any] = [dict(c) if isinstance(c, dict) else c for c in record.choices]
    seen: set[int] = set()
    for number, item in enumerate(record.dice):
        where = f"record/dice/{number}"
        if not isinstance(item, dict):
            raise error("play.json.not_object", where=where)
        index = item.get("action")
        if (
            not isinstance(index, int)
            or isinstance(index, bool)
            or index in seen
            or not 0 <= index < len(merged)
            or not isinstance(merged[index], dict)
        ):
            raise error("play.json.bad_field", where=f"{where}/action", field="action")
        seen.add(index)
        typed = dice_from_json({k: v for k, v in item.items() if k != "action"}, where)
        merged[index]["dice"] = typed.to_json()
    return [action_from_json(c, f"record/choices/{i}") for i, c in enumerate(merged)]


def replay(scenario: Scenario, record: GameRecord) -> GameState:
    """The final state of a recorded game, re-run headless."""
    if record.mode != "play":
        from editor.solo.runner import play_new_game

        return play_new_game(scenario, record.seed, record.turns).state
    from editor.play.game import Game

    game = Game.new(scenario, record.seed, hard_mode=record.hard_mode)
    for index, action in enumerate(record_actions(record)):
        place = f"record/choices/{index}"
        if not game.apply(action, place):
            raise error("play.game.no_change", where=place)
    return game.state
