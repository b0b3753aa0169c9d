"""A D20 game on a free table (``rules/d20-skirmish.fr.txt``): its engine.

« 3. Les Tours et les Phases de jeu »: « Il y a deux phases à chaque Tour de jeu : une phase de
mouvements, une phase d'actions/tirs (les corps à corps (càc) sont compris dans cette phase).
Tous les personnages d'une escouade font leurs mouvements en même temps, puis ils entrent dans
la phase d'actions/tirs. » So each side plays ``movement`` then ``actions``; whether every side
moves before any side acts is ``D20Options.phase_order`` (default: side by side, as « pendant
la phase de mouvement de l'adversaire » reads), whether the first side changes each turn
``D20Options.turn_order``. A figure moves once in its movement phase and takes one action in
its actions phase (« Lorsqu'une figurine possède deux armes, elle ne peut pas tirer sur plus
d'une cible dans la même Phase »). Up to three sides (« quand trois joueurs s'affrontent »).

The actions: ``move``, ``vigilant_walk``, ``ready_to_fire`` and ``interrupt_fire`` (« 3.1. Les
Mouvements », « Types de déplacement des UC »), ``shoot`` (« 3.2. Les Tirs ») and ``melee``
(« Le Corps à Corps »), ``face`` (« Les Attaques dans le dos »), each a module of this
package, and ``end_phase``. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.model.options import PhaseOrder, TurnOrder
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import D20Profile, D20Weapon
from editor.rules.d20.carry import carrying, closed_by_object, object_position
from editor.rules.d20.deploy import deployment_reasons, zone_text, zones
from editor.rules.d20.impulse import impulse_reasons
from editor.rules.d20.modes import MODES_RULE, clear_modes, holding, sheltered
from editor.rules.d20.opening import INITIATIVE_RULE, START_PHASE, START_RULE, side_order
from editor.rules.d20.specials import both_arms
from editor.rules.d20.state import D20State, clear_retreats
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.engine import TableEngine, TableObjectPlace
from editor.rules.table_game.evaluation import Evaluation, PlacingZone, Reason, TableStep
from editor.rules.table_game.game import TableSetup
from editor.rules.table_game.phases import EndPhase
from editor.rules.table_game.state import TableFigureState, TableState
from editor.rules.table_game.texts import phase_text, side_text
from editor.rules.table_game.turns import TurnPlan
from editor.table.ground import Mover
from editor.table.movement import MovementRange, movement_range
from editor.table.rules import TableRules

TURN_RULE = "3. Les Tours et les Phases de jeu"
COVER_RULE = "Mise à l'abri"
OBJECTS_RULE = "3.6. Les Actions sur les objets"
MELEE_RULE = "Le Corps à Corps"


class D20Engine(TableEngine):
    state_class = D20State
    phases = ("movement", "actions")
    start_phase = START_PHASE
    max_sides = 3
    turn_rule = TURN_RULE
    melee_rule = MELEE_RULE

    def __init__(self, scenario: Scenario, seed: int, setup: TableSetup, rules: TableRules,
                 actions: tuple[ActionRule, ...]):
        options = scenario.options.d20
        super().__init__(scenario, seed, setup, rules, actions,
                         per_side=options.phase_order is PhaseOrder.PER_SIDE,
                         rotate=options.turn_order is TurnOrder.ROTATE)

    def profile(self, figure: str) -> D20Profile:
        unit = self.game.units[figure]
        assert isinstance(unit.profile, D20Profile)
        return unit.profile

    def weapon(self, figure: str, index: int | None) -> D20Weapon | None:
        weapons = self.profile(figure).weapons
        return weapons[index] if index is not None and 0 <= index < len(weapons) else None

    def constitution_left(self, state: TableState, figure: str) -> int:
        now = state.figure(figure)
        return max(0, self.profile(figure).constitution - (now.lost if now else 0))

    def movement(self, state: TableState, figure: str) -> MovementRange | None:
        """As every figure's, but at half for a figure carrying an object (« Saisir un objet
        [...] le Mouvement sera de moitié tant que la figurine porte l'objet »)."""
        if not carrying(state, figure):
            return super().movement(state, figure)
        view = self.game.view(state, figure)
        if view is None:
            return None
        return movement_range(self.game.terrain_at(state), Mover.of(view, self.game.rules),
                              view.position, view.speed_mm / 2)

    def settle(self, before: TableState, after: TableState) -> TableState:
        """« Saisir un objet »: an object stays with its carrier; a carrier taken out drops it
        where it stood (the text says nothing of it: the object is not lost with the figure)."""
        if not isinstance(after, D20State) or not after.carried:
            return after
        dropped = []
        for item, figure in after.carried:
            now, was = after.figure(figure), before.figure(figure)
            if now is not None and now.out and was is not None and was.position is not None:
                dropped.append((item, *was.position))
        if not dropped:
            return after
        gone = {item for item, *_ in dropped}
        return replace(
            after,
            carried=tuple(entry for entry in after.carried if entry[0] not in gone),
            object_places=(*(p for p in after.object_places if p[0] not in gone), *dropped),
        )

    def table_objects(self, state: TableState) -> tuple[TableObjectPlace, ...]:
        """Where the objects are now: moved, carried, thrown (``editor.rules.d20.handling``);
        the doors with a key, to be picked by a free action, not drawn (the table draws them)."""
        out = []
        for item in self.game.table.objects:
            carrier = state.carrier_of(item.id) if isinstance(state, D20State) else None
            out.append(TableObjectPlace(item.id, item.name, object_position(self, state, item),
                                        item.size_mm, carrier))
        out.extend(TableObjectPlace(p.id, p.name, None, 0.0) for p in self.game.table.terrain
                   if p.door is not None and p.keys)
        return tuple(out)

    def shared_reasons(self, state: TableState, rule: ActionRule, actor: str | None
                       ) -> list[Reason]:
        """As every action's, but an action taken while the other side plays (the fire of a
        figure ready to fire, « pendant la phase de mouvement de l'adversaire »; a defending
        figure's ``face``, « le joueur qui se défend choisit ») is taken only then."""
        reasons = super().shared_reasons(state, rule, actor)
        if state.phase == START_PHASE:  # « 2. Le Déploiement »: every side places its figures
            return [r for r in reasons if r.key != "table_game.not_their_side"]
        if not getattr(rule, "out_of_turn", False) or actor is None:
            return reasons
        reasons = [r for r in reasons if r.key != "table_game.not_their_side"]
        if not reasons and self.game.side_of(actor) == state.side:
            key = getattr(rule, "own_side_key", "d20.interrupt.own_side")
            reasons.append(Reason(key, {"figure": self.game.name(actor)}, rule.rule))
        return reasons

    def placing_zones(self, state: TableState) -> tuple[PlacingZone, ...]:
        """The deployment zones, while the start phase lasts (« 2. Le Déploiement »)."""
        if state.phase != START_PHASE:
            return ()
        return tuple(
            PlacingZone(zone.side, zone.polygon,
                        Text(fr=f"{side_text(zone.side).fr} : {zone_text(self, zone).fr}",
                             en=f"{side_text(zone.side).en}: {zone_text(self, zone).en}"))
            for zone in zones(self)
        )

    def drag_action(self, state: TableState) -> str:
        """A figure dragged in the start phase is deployed, afterwards moved."""
        return "deploy" if state.phase == START_PHASE else "move"

    def may_act(self, state: TableState, figure: TableFigureState, rule: ActionRule
                ) -> Reason | None:
        """One move in the movement phase, one action in the actions phase; none for a figure
        in the ready-to-fire position (« aucune action pendant son tour de jeu »); the modes
        of the UC for UC figures only; the impulsive figures' automatic moves first
        (``editor.rules.d20.impulse``)."""
        name = self.game.name(figure.id)
        if (getattr(rule, "uc_only", False) and self.options.d20.uc_modes_only
                and not self.profile(figure.id).uc):
            return Reason("d20.modes.not_uc", {"figure": name}, MODES_RULE)
        impulse = impulse_reasons(self, state, figure.id, rule)
        if impulse:
            return impulse[0]
        if state.phase == "actions" and holding(state, figure.id):
            return Reason("d20.ready.holds", {"figure": self.game.name(figure.id)}, MODES_RULE)
        if state.phase == "actions" and sheltered(state, figure.id):
            return Reason("d20.take_cover.turn_over", {"figure": self.game.name(figure.id)},
                          COVER_RULE)
        if state.phase == "actions" and closed_by_object(state, figure.id):
            return Reason("d20.object.turn_over", {"figure": self.game.name(figure.id)},
                          OBJECTS_RULE)
        done = [name for name in figure.used if state.phase in self.actions[name].phases]
        if done and not both_arms(self, state, figure, rule, done):
            return Reason("d20.already_acted",
                          {"figure": self.game.name(figure.id), "phase": phase_text(state.phase)},
                          TURN_RULE)
        return None


class D20EndPhase(EndPhase):
    """``end_phase``; a side beginning its movement phase chooses its figures' modes anew
    (« Types de déplacement des UC »: the vigilant and ready statuses end); the shot of a
    retreat while firing is taken in the phase of the retreat (« Quitter un càc »). The start
    phase (``editor.rules.d20.opening``) ends once the roles, the initiative and the first side
    are settled and every figure is deployed in its zone or agreed outside; turn 1 then begins
    with the side chosen, the others after it in their order."""

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        if state.phase != START_PHASE or not isinstance(state, D20State):
            return super().evaluate(engine, state, action)
        reasons = []
        if state.attacker is None:
            reasons.append(Reason("d20.start.no_roles", {}, START_RULE))
        if state.first_side is None:
            reasons.append(Reason("d20.start.no_first", {}, INITIATIVE_RULE))
        reasons.extend(deployment_reasons(engine, state))
        return Evaluation(action, not reasons, tuple(reasons))

    def plan(self, engine: D20Engine, state: TableState) -> TurnPlan:
        first = state.first_side if isinstance(state, D20State) else None
        if first is None:
            return engine.plan
        base = engine.plan
        return TurnPlan(side_order(base.sides, first), base.phases, base.per_side, base.rotate)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        if after.phase == "movement":
            after = clear_modes(after, after.side, engine.game.side_of)
        return clear_retreats(after), step
