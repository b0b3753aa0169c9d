"""« 15) Prier une divinité » on the table: ``pray``.

« Le soldat prie une divinité ce qui donne un résultat aléatoire. On jette un dé »: one d6 rolled
by the figure, read on ``EisdrachenRules.prayer_faces``:

- 1 « il ne se passe rien »;
- 2 « il est chanceux avec les pièges et les mines et ne peut pas être affecté au tour suivant »:
  the status ``prayer_lucky``, which the traps read;
- 3 « il peu relancer ses esquive ratées au tour suivant »: ``prayer_reroll_dodges``: a shot or a
  strike at it, or a grenade catching it, rolls its failed dodge dice once more;
- 4 « il peu relancer ses blessures ratées »: ``prayer_reroll_wounds``: its failed wound dice of
  a shot or a strike are rolled once more;
- 5 « il peu tirer attaquer deux fois plus »: ``prayer_attacks_doubled``: its shots and strikes
  have ``EisdrachenOptions.prayer_attacks_multiplier`` times their attacks (default twice).

The text leaves out the 6 (``prayer_six``: nothing by default, or the die is rolled again until
it shows 1 to 5) and says how long only results 2 and 3 last, « au tour suivant »; the others
last as long, or the whole game (``prayer_lasting``). A result counts from the next turn: the
prayer leaves the status's ``…_next`` form, which becomes the status itself as the next turn
starts (``start_prayers``, run after every action), for that turn or for good. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from editor.messages import translate
from editor.model.options import PrayerLasting, PrayerSix
from editor.model.text import Text
from editor.rules.eisdrachen.odds import Attack
from editor.rules.eisdrachen.report import outcomes
from editor.rules.eisdrachen.rules import DIE_SIDES, PrayerResult
from editor.rules.eisdrachen.tables import prayer_table
from editor.rules.odds import fraction_text
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Modifier, TableStep
from editor.rules.table_game.state import Status, TableState

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "15) Prier une divinité"
STATUS = {
    PrayerResult.LUCKY: "prayer_lucky",
    PrayerResult.REROLL_DODGES: "prayer_reroll_dodges",
    PrayerResult.REROLL_WOUNDS: "prayer_reroll_wounds",
    PrayerResult.DOUBLE_ATTACKS: "prayer_attacks_doubled",
}
"""The status each lasting result gives."""
EXPLICIT_NEXT_TURN = (PrayerResult.LUCKY, PrayerResult.REROLL_DODGES)
"""The results the text limits to « au tour suivant »."""


NEXT = "_next"
"""The suffix of a result waiting for the next turn."""


def granted(state: TableState, figure: str | None, result: PrayerResult) -> bool:
    """Whether ``figure`` has the prayer ``result`` in effect now."""
    found = state.figure(figure or "")
    return found is not None and found.status(STATUS[result]) is not None


def start_prayers(engine: EisdrachenEngine, before: TableState, action: TableAction,
                  after: TableState) -> TableState:
    """As a new turn starts, the results prayed for in the turn before take effect."""
    if after.turn == before.turn:
        return after
    whole_game = engine.options.eisdrachen.prayer_lasting is PrayerLasting.GAME
    for figure in after.figures:
        for result, name in STATUS.items():
            if figure.status(name + NEXT) is None:
                continue
            lasting = None if whole_game and result not in EXPLICIT_NEXT_TURN else 1
            figure = figure.with_status(None, name + NEXT).with_status(Status(name, 1, lasting))
        after = after.with_figure(figure)
    return after


def prayers(state: TableState, attacker: str | None, target: str | None) -> dict[str, bool]:
    """The chain's prayer flags (``Attack`` fields) for a shot or a strike of ``attacker`` at
    ``target``: the target's reroll of failed dodges, the attacker's reroll of failed wounds
    and multiplied attacks."""
    return {
        "reroll_dodges": granted(state, target, PrayerResult.REROLL_DODGES),
        "reroll_wounds": granted(state, attacker, PrayerResult.REROLL_WOUNDS),
        "attacks_doubled": granted(state, attacker, PrayerResult.DOUBLE_ATTACKS),
    }


def prayer_modifiers(engine: EisdrachenEngine, attack: Attack, target: str
                     ) -> tuple[Modifier, ...]:
    """What the prayers in effect change in a chain, citing « 15) »."""
    found = []
    if attack.reroll_dodges:
        found.append(Modifier("eisdrachen.modifier.reroll_dodges", 0, RULE,
                              {"figure": engine.game.name(target)}))
    if attack.reroll_wounds:
        found.append(Modifier("eisdrachen.modifier.reroll_wounds", 0, RULE, {}))
    if attack.attacks_doubled:
        extra = attack.attacks * (engine.eis.attacks_multiplier - 1)
        found.append(Modifier("eisdrachen.modifier.attacks_doubled", extra, RULE,
                              {"times": engine.eis.attacks_multiplier}))
    return tuple(found)


def result_of(engine: EisdrachenEngine, faces: Sequence[int]) -> PrayerResult:
    """The result of the faces rolled (the last one; earlier 6s were rolled again)."""
    face = faces[-1]
    if face <= len(engine.eis.prayer_faces):
        return engine.eis.prayer_faces[face - 1]
    return engine.eis.prayer_six


class PrayRule(ActionRule):
    name = "pray"
    title_key = "eisdrachen.action.pray"
    rule = RULE
    phases = ("actions",)

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        table = prayer_table(engine.eis)
        odds = {"system": "eisdrachen", "roll": "prayer",
                "prayer": {r.value: fraction_text(p) for r, p in table.items()},
                "outcomes": outcomes(table, lambda r: f"eisdrachen.prayer.{r.value}")}
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else ())

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        again = engine.options.eisdrachen.prayer_six is PrayerSix.ROLL_AGAIN
        if not typed or (again and tuple(typed[-1]) == (DIE_SIDES,)):
            return DiceStage("eisdrachen.roll.prayer", DIE_SIDES, 1, action.actor)
        return None

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None
        faces = [stage[0] for stage in dice]
        result = result_of(engine, faces)
        after = state
        if result in STATUS:
            after = state.with_figure(figure.with_status(Status(STATUS[result] + NEXT)))
        key = f"eisdrachen.prayer.{result.value}"
        params = {"figure": engine.game.name(actor), "face": faces[-1],
                  "result": Text(fr=translate(key, "fr"), en=translate(key, "en"))}
        return after, TableStep("eisdrachen.step.pray", params, (RULE,), actor,
                                {"dice": [list(d) for d in dice], "result": result.value})
