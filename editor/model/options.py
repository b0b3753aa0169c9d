"""Rules options: every ambiguity of the solo rules is a setting with the default of
SOLO_AI_SPEC §7 (the AMB-n ids are cited), plus the numbers of the two free-table systems.

Nothing here computes anything; engines read these values instead of hard-coding them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from editor.model.codec import added_field


class TargetResolution(StrEnum):  # AMB-2
    SNAPSHOT = "snapshot"
    CURRENT = "current"


class CostAt(StrEnum):  # AMB-2
    CURRENT_SLOT = "current_slot"
    SNAPSHOT_SLOT = "snapshot_slot"


class Unaffordable(StrEnum):  # AMB-4
    SKIP = "skip"
    ACTIVATE_ANYWAY = "activate_anyway"
    NEXT_AFFORDABLE = "next_affordable"


class MissingSlot(StrEnum):  # AMB-3
    SKIP = "skip"
    REDRAW = "redraw"


class CleanMode(StrEnum):
    MOVE_TO_END = "move_to_end"
    REMOVE_FROM_RIVER = "remove_from_river"


class NeutralizedNoKeyword(StrEnum):  # AMB-38
    SKIP = "skip"
    REDRAW = "redraw"


@dataclass(frozen=True, slots=True)
class RiverOptions:
    clean_cost: int = 2
    clean_mode: CleanMode = CleanMode.MOVE_TO_END
    target_resolution: TargetResolution = TargetResolution.SNAPSHOT
    cost_at: CostAt = CostAt.CURRENT_SLOT
    unaffordable: Unaffordable = Unaffordable.SKIP
    missing_slot: MissingSlot = MissingSlot.SKIP
    max_activations_per_turn: int | None = None  # AMB-6: no cap in solo
    leader_also_numbers: bool = False  # AMB-5
    max_redraws: int | None = None  # AMB-8: None = twice the deck size
    neutralized_no_keyword: NeutralizedNoKeyword = NeutralizedNoKeyword.SKIP
    chain_clean: bool = False  # AMB-40


class DistanceMetric(StrEnum):
    MP_PATH_COST = "mp_path_cost"
    ZONE_HOPS = "zone_hops"


class CubePolicy(StrEnum):  # AMB-26
    ONLY_TO_REACH = "only_to_reach"
    ALSO_TO_APPROACH = "also_to_approach"


class PathTie(StrEnum):  # AMB-28, SPEC §1.4
    DANGER = "danger"
    JUMPS = "jumps"
    READING = "reading"


class HinderMetric(StrEnum):
    HEADCOUNT = "headcount"
    MENACE = "menace"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class MovementOptions:
    distance_metric: DistanceMetric = DistanceMetric.MP_PATH_COST
    cube_policy: CubePolicy = CubePolicy.ONLY_TO_REACH
    path_tie: tuple[PathTie, ...] = (PathTie.DANGER, PathTie.JUMPS, PathTie.READING)
    hinder_metric: HinderMetric = HinderMetric.HEADCOUNT
    difficult_extra: int = 1
    climb_cost_per_level: int = 1
    fall_edge_cost: int = 1
    water_leave_extra: int = 1
    edge_tolerance_mm: float = 1.0
    """Shared edges shorter than this are corner contacts, not borders."""


class LosSource(StrEnum):
    DERIVED_WITH_OVERRIDES = "derived_with_overrides"
    AUTHORED_ONLY = "authored_only"


class ElevationRule(StrEnum):
    HIGHER_SEES_LOWER = "higher_sees_lower"
    IGNORE = "ignore"


@dataclass(frozen=True, slots=True)
class LosOptions:
    source: LosSource = LosSource.DERIVED_WITH_OVERRIDES
    elevation_rule: ElevationRule = ElevationRule.HIGHER_SEES_LOWER
    walls_block: bool = True
    blocking_borders_block: bool = True
    higher_zones_block: bool = True
    max_range_zones: int | None = None
    elevation_bonus_die: str | None = None


class HeroDefinition(StrEnum):  # AMB-14
    CONTROLLER = "controller"
    FACTION = "faction"


class DefendAlliesMeans(StrEnum):  # AMB-16
    VILLAIN_SIDE = "villain_side"
    HERO_ALLIES = "hero_allies"


class Unnumbered(StrEnum):  # AMB-17
    AFTER = "after"
    RANDOM_ALL = "random_all"


@dataclass(frozen=True, slots=True)
class TargetingOptions:
    hero_definition: HeroDefinition = HeroDefinition.CONTROLLER
    target_ko_heroes: bool = False
    defend_allies_means: DefendAlliesMeans = DefendAlliesMeans.VILLAIN_SIDE
    unnumbered: Unnumbered = Unnumbered.AFTER


class VoCubes(StrEnum):  # AMB-33
    EXPECTED_TO_PASS = "expected_to_pass"
    ONE = "one"


@dataclass(frozen=True, slots=True)
class IconOptions:
    advance_fail_if_stuck: bool = True  # AMB-30
    defend_attack_only_on_objective: bool = True  # AMB-31
    defend_hold_counts_as_resolved: bool = True  # AMB-32
    vo_perform_check: bool = True  # AMB-33
    vo_cubes: VoCubes = VoCubes.EXPECTED_TO_PASS


class RerollTarget(StrEnum):  # AMB-35
    BLANK_FACES = "blank_faces"
    WHITE_DICE = "white_dice"


class RerollScope(StrEnum):  # AMB-34
    PER_ROLL = "per_roll"
    PER_ACTIVATION = "per_activation"
    PER_ROUND = "per_round"


@dataclass(frozen=True, slots=True)
class DiceOptions:
    reroll_target: RerollTarget = RerollTarget.BLANK_FACES
    paid_reroll_scope: RerollScope = RerollScope.PER_ROLL
    defense_cubes: int = 1  # AMB-36
    exertion_limit: int = 4
    villain_attack_cubes: int = 0


class EventCard(StrEnum):  # AMB-10
    CURRENT = "current"
    DRAW_NEW = "draw_new"


class DownWrap(StrEnum):  # AMB-11, AMB-22
    WRAP = "wrap"
    STOP = "stop"


class UpAfterOne(StrEnum):  # AMB-12
    ASCENDING = "ascending"
    STOP = "stop"


@dataclass(frozen=True, slots=True)
class EventOptions:
    event_card: EventCard = EventCard.CURRENT
    down_wrap: DownWrap = DownWrap.WRAP
    up_after_one: UpAfterOne = UpAfterOne.ASCENDING


class ReinforcementCard(StrEnum):  # AMB-20
    DRAW_AND_DISCARD = "draw_and_discard"
    CURRENT = "current"


class OutOfRange(StrEnum):  # AMB-21
    MODULO = "modulo"
    TREAT_AS_UNAVAILABLE = "treat_as_unavailable"


class RfPriority(StrEnum):  # AMB-23
    HP_THEN_ARMOR = "hp_then_armor"
    HP_PLUS_ARMOR = "hp_plus_armor"


class RfOverflow(StrEnum):  # AMB-24
    NEXT_ZONE = "next_zone"
    DROP = "drop"


@dataclass(frozen=True, slots=True)
class ReinforcementOptions:
    card: ReinforcementCard = ReinforcementCard.DRAW_AND_DISCARD
    out_of_range: OutOfRange = OutOfRange.MODULO
    down_wrap: DownWrap = DownWrap.WRAP
    priority: RfPriority = RfPriority.HP_THEN_ARMOR
    overflow: RfOverflow = RfOverflow.NEXT_ZONE
    hero_blocks: bool = False  # AMB-25


class GoldenRule(StrEnum):  # AMB-15
    ASK_PLAYER = "ask_player"
    HEURISTIC = "heuristic"


class HardFall(StrEnum):  # AMB-42
    ALLOW_AND_PREFER = "allow_and_prefer"
    """Falls are legal in hard mode and preferred between equally cheap paths."""
    ALWAYS_IF_POSSIBLE = "always_if_possible"
    """A route with a fall is taken whenever the same movement allows one, even if it costs
    more MP than the cheapest route (``editor/board/falls.py``)."""


@dataclass(frozen=True, slots=True)
class HardModeOptions:
    enabled: bool = False
    fall: HardFall = HardFall.ALLOW_AND_PREFER


@dataclass(frozen=True, slots=True)
class ReadingOrderOptions:
    use_override: bool = True
    row_tolerance_mm: float = 0.0


class ClimbEnding(StrEnum):
    """Eisdrachen "on regarde si la figurine termine son escalade normalement posée": the
    text does not say what happens when it does not."""

    FLAT_GROUND = "flat_ground"
    """A climb must end standing on flat ground, or it cannot be made."""
    CLING = "cling"
    """A climb may end on the wall: the figure clings to it and finishes on a later turn."""


class ShallowWater(StrEnum):
    """What wading through shallow water costs (neither text speaks of it)."""

    OPEN = "open"
    DIFFICULT = "difficult"
    DEEP = "deep"
    """As deep water (Eisdrachen: refused; D20: swum)."""


class WoundDice(StrEnum):
    """« 3) Tir »: one wound die per undodged point of Force (the worked example) or per
    undodged attack (the sentence), a die that wounds then taking the attack's whole Force."""

    PER_FORCE_POINT = "per_force_point"
    PER_ATTACK = "per_attack"


class Riposte(StrEnum):
    """« 5) Corps à corps »: « On recommence une phase de corps à corps en inversant les
    rôles »: the attacked figure ripostes once, or the strikes go on until one figure falls."""

    ONCE = "once"
    UNTIL_OUT = "until_out"


class ShotRounding(StrEnum):
    """« 9) Prise de position »: « Quiconque lui tire dessus divise son nombre de tir par 2 »:
    an odd number of shots rounded down or up."""

    DOWN = "down"
    UP = "up"


class FoundBy(StrEnum):
    """« 8) Se cacher »: « si l'un d'eux s'approche à 3ps de la cachette, le personnage est
    découvert »: who finds a hidden figure, any figure or only its enemies."""

    ANY = "any"
    ENEMIES = "enemies"


class PrayerSix(StrEnum):
    """« 15) Prier une divinité » lists the results 1 to 5 of its d6: on a 6 nothing happens, or
    the die is rolled again."""

    NOTHING = "nothing"
    ROLL_AGAIN = "roll_again"


class PrayerLasting(StrEnum):
    """« 15) »: how long « il peu relancer ses blessures ratées » and « il peu tirer attaquer
    deux fois plus » last: the next turn, as the results before them, or the whole game."""

    NEXT_TURN = "next_turn"
    GAME = "game"


class TurnOrder(StrEnum):
    """Which side plays first in each turn of a free-table game (neither text says): the side
    chosen at the start every turn, or the first place passing to the next side each turn."""

    SAME_FIRST = "same_first"
    ROTATE = "rotate"


class PhaseOrder(StrEnum):
    """D20 « 3. Les Tours et les Phases de jeu »: each side plays its movement phase then its
    actions/shots phase before the next side (« pendant la phase de mouvement de
    l'adversaire »), or every side moves, then every side acts."""

    PER_SIDE = "per_side"
    ALL_SIDES = "all_sides"


@dataclass(frozen=True, slots=True)
class EisdrachenOptions:
    """Eisdrachen tables indexed by intelligence 1..4 (Bleu, Soldat, Vétéran, Assassin)."""

    dodge_on: tuple[int, ...] = (6, 6, 5, 4)
    """Esquive sur: minimum d6 roll to dodge, by the target's I."""
    no_wound_on: tuple[int, ...] = (4, 4, 5, 6)
    """Ne blesse pas sur: d6 roll from which the attacker's hit does not wound, by its I."""
    grenade_radius_pas: float = 3.0
    grenade_dodge_on: int = 5
    auto_contact_pas: float = 3.0
    climb_start_pas: float = added_field(2.0)
    """Escalader: "peut être entamée si la figurine se situe à 2 pas maximum de la paroi"; a
    climb also sets the figure down within this distance of the wall's other side."""
    climb_ending: ClimbEnding = added_field(ClimbEnding.FLAT_GROUND)
    shallow_water: ShallowWater = added_field(ShallowWater.OPEN)
    """"Il n'y a pas de restrictions de terrain": only deep water is forbidden."""
    wound_dice: WoundDice = added_field(WoundDice.PER_FORCE_POINT)
    riposte: Riposte = added_field(Riposte.ONCE)
    actions_per_turn: int = added_field(2)
    """Actions of a figure in its side's turn: « Les actions sont les évènements que les
    personnages peuvent effectuer lors d'un tours » gives no number; « il gagne une action en
    plus valable au tour suivant » (the vengeance of « 3) Tir ») adds to it."""
    same_action_twice: bool = added_field(True)
    """Whether a figure may take the same action twice in a turn (the text does not forbid it)."""
    turn_order: TurnOrder = added_field(TurnOrder.SAME_FIRST)
    dug_in_rounding: ShotRounding = added_field(ShotRounding.DOWN)
    """« 9) Prise de position »: the shots at a dug-in figure halved, rounded down by default."""
    grenade_range_pas: float = added_field(10.0)
    """« 4) Lancer une grenade »: « Le joueur décide où lancer sa bête » gives no range: how far
    from the thrower's centre the aim point may be."""
    grenade_attacks: int = added_field(2)
    grenade_force: int = added_field(2)
    """« se prennent 2(A) de F(2) dans la face (pour une grenade standard, se référer à la partie
    Arsenal [...]) »: the profile of the grenade thrown, the standard one by default."""
    grenade_wall_shields: bool = added_field(False)
    """« Si la grenade tombe au pied d'un mur, elle pète à son pied »: whether the wall then
    shields the figures behind it (by default every figure within the radius is caught)."""
    hide_found_by: FoundBy = added_field(FoundBy.ANY)
    """« un personnage n'est jamais réellement invisible aux yeux de ses semblables, si l'un
    d'eux s'approche à 3ps de la cachette, le personnage est découvert »."""
    hide_heals_from: int = added_field(2)
    """« S'il reste cacher plus de deux tour, il regagne un point de vie par tour dés son
    deuxième tours inclue »: the turn hidden from which a PV comes back each turn (2 or 3)."""
    prayer_six: PrayerSix = added_field(PrayerSix.NOTHING)
    prayer_lasting: PrayerLasting = added_field(PrayerLasting.NEXT_TURN)
    prayer_attacks_multiplier: int = added_field(2)
    """« il peu tirer attaquer deux fois plus »: the attacks of a figure whose prayer gave 5
    are multiplied by this (twice by default)."""
    vengeance_stacks: bool = added_field(True)
    """« chaque fois qu'un joueur se fait tirer dessus, il gagne une action en plus »: each shot
    suffered adds one (« chaque fois »), or a figure gains one however often it was shot at."""
    grenade_vengeance: bool = added_field(False)
    """« chaque fois qu'un joueur se fait tirer dessus [...] la vengeance »: whether a figure
    caught by a grenade earns it too (by default only a shot does)."""
    move_crawls: bool = added_field(False)
    """« 1 bis) Ramper » is an action of its own: whether a « 1) Déplacement » may still pass
    crawl-only ground at half speed (by default only a crawl passes it)."""


class TakeCoverTest(StrEnum):
    """D20 « Mise à l'abri »: « un abri potentiel (un couvert) améliore objectivement ses
    chances de survie »: what « objectivement » measures."""

    HIT_CHANCE = "hit_chance"
    """The best chance any enemy threatening the figure has to hit it falls."""
    COVER = "cover"
    """Against every enemy threatening it, the figure ends out of its shot or behind a better
    cover than where it stood."""


class AreaDice(StrEnum):
    """D20 « Les Jets d'objet »: « ND de l'objet + la Force de la figurine + 1D20/Déf Physique
    de(s) adversaire(s) », and a grenade: how many D20 a throw that strikes several figures
    rolls."""

    ONE_ROLL = "one_roll"
    """One D20 for the throw, set against each figure's Dφ."""
    PER_TARGET = "per_target"
    """One D20 per figure struck."""
class DeploymentPlace(StrEnum):
    """D20 « 2. Le Déploiement »: « Le scénario précise aussi si le Déploiement se fait d'un
    bord de table ou d'un coin. Dans le cas d'un coin, la zone de déploiement est un carré dont
    deux des côtés sont les bords de la table »: a strip along one edge, or a corner square, as
    the table is drawn (top is y = 0)."""

    BOTTOM = "bottom"
    TOP = "top"
    LEFT = "left"
    RIGHT = "right"
    TOP_LEFT = "top_left"
    TOP_RIGHT = "top_right"
    BOTTOM_LEFT = "bottom_left"
    BOTTOM_RIGHT = "bottom_right"


class InitiativeTies(StrEnum):
    """D20 « Qui commence la partie ? »: « En cas d'égalité, on relance le D20 »: when three
    players roll and two tie at the top, only they roll again, or everyone does."""

    TIED_ONLY = "tied_only"
    EVERYONE = "everyone"


class ImpulsiveMove(StrEnum):
    """D20 « Mouvements automatiques »: the text names impulsivity without saying what the
    automatic move is: a whole move straight towards the nearest enemy it can see
    (``towards_nearest``), or the players move it by hand, first (``by_hand``)."""

    TOWARDS_NEAREST = "towards_nearest"
    BY_HAND = "by_hand"


@dataclass(frozen=True, slots=True)
class D20Options:
    cover_bonus: tuple[int, ...] = (1, 2, 3)
    """Dφ bonus for light, medium and heavy cover."""
    rear_attack_bonus: int = 1
    vigilant_walk_bonus: int = 1
    synergy_max: int = 3
    frontal_arc_deg: float = 180.0
    take_cover_extra_cm: float = 5.0
    improvised_weapon_strength: int = 1
    large_base_mm: float = added_field(40.0)
    """A base at least this wide makes "une grande figurine" (Les Couverts), targeted as
    soon as any part of it is seen."""
    shallow_water: ShallowWater = added_field(ShallowWater.DIFFICULT)
    """Wading is a place "où l'on ne peut pas progresser naturellement": difficult terrain."""
    turn_order: TurnOrder = added_field(TurnOrder.SAME_FIRST)
    phase_order: PhaseOrder = added_field(PhaseOrder.PER_SIDE)
    melee_adds_strength: bool = added_field(False)
    """« Le Corps à Corps » writes « Habileté + Force + Force de l'arme + 1D20 », then « Soit :
    Càc + 1D20 + Force de l'arme »: by default the second, without the figure's Force."""
    take_cover_test: TakeCoverTest = added_field(TakeCoverTest.HIT_CHANCE)
    paid_action_at_or_above: int = added_field(1)
    """« La différence entre le ND et sa compétence déterminera le nombre de tours »: the
    turns of a paid action when the skill is at or above the ND (the difference is 0 or less)."""
    retreat_firing_halves_extra: bool = added_field(False)
    """« Quitter un càc »: « Soit c'est un mouvement normal en ligne droite + 5 cm [...] Soit le
    mouvement de retraite est divisé par 2 »: by default half the Mouvement; on, half of the
    Mouvement + 5 cm."""
    two_weapon_shot: bool = added_field(True)
    """« Les armes »: « Lorsqu'une figurine possède deux armes, elle ne peut pas tirer sur plus
    d'une cible dans la même Phase »: by default a figure with two shooting weapons may fire
    both at its one target (``shoot_both``); off, it fires one."""
    area_dice: AreaDice = added_field(AreaDice.ONE_ROLL)
    deployment_depth_cm: float = added_field(0.0)
    """« La distance de déploiement est égale à 2 fois le Mouvement de la figurine la plus rapide
    de l'Escouade, si toutefois le scénario choisi ne précise pas une autre option »: 0 for twice
    the fastest Mouvement of each side, else this depth for every side."""
    deployment_hero: DeploymentPlace = added_field(DeploymentPlace.BOTTOM)
    deployment_villain: DeploymentPlace = added_field(DeploymentPlace.TOP)
    deployment_neutral: DeploymentPlace = added_field(DeploymentPlace.LEFT)
    """Where each side deploys (« d'un bord de table ou d'un coin »)."""
    initiative_ties: InitiativeTies = added_field(InitiativeTies.TIED_ONLY)
    impulsive_move: ImpulsiveMove = added_field(ImpulsiveMove.TOWARDS_NEAREST)
    """« Mouvements automatiques »: « Tous les mouvements automatiques se font en premier (par
    exemple, l'impulsivité) »: what an impulsive figure's automatic move is."""
    uc_modes_only: bool = added_field(True)
    """« Types de déplacement des UC »: « Un UC peut avoir 3 modes de déplacement »: only the
    figures whose profile is UC have the vigilant walk and the ready-to-fire position."""


class TableEnergy(StrEnum):
    """Whether the villains pay for their tiles on a free table (SOLO-VT-6, SOLO-CL)."""

    NONE = "none"
    RIVER_COSTS = "river_costs"


class MeleeApproach(StrEnum):
    """Where a villain attacking in melee stops (SOLO-ML)."""

    REACH = "reach"
    """Within Eisdrachen's automatic contact distance (« inférieur à 3 pas »)."""
    CONTACT = "contact"
    """Base to base."""


class WeaponChoice(StrEnum):  # SOLO-MA
    BEST_EXPECTED = "best_expected"
    FIRST = "first"


class RangedActions(StrEnum):  # SOLO-RG
    SHOOT = "shoot"
    SHOOT_AND_GRENADE = "shoot_and_grenade"


class D20MoveMode(StrEnum):
    """The D20 mode of movement a villain walks in (« Types de déplacement des UC »)."""

    NORMAL = "normal"
    VIGILANT_IF_HALF = "vigilant_if_half"
    """The vigilant walk whenever half the Mouvement reaches the goal."""
    VIGILANT = "vigilant"


class D20AttackReplan(StrEnum):  # SOLO-ML/RG, SOLO-TIE
    REPLAN = "replan"
    SKIP = "skip"


class D20RetreatOpponent(StrEnum):  # SOLO-GR-1
    HIGHEST_MELEE = "highest_melee"
    FIRST = "first"


class EisMoveMode(StrEnum):  # SOLO-MV-1
    MOVE = "move"
    MOVE_OR_CRAWL = "move_or_crawl"


class EisClimb(StrEnum):  # SOLO-MV-1
    NEVER = "never"
    ON_PATH = "on_path"


class EisSpareAction(StrEnum):  # SOLO-VT-7
    NONE = "none"
    DIG_IN = "dig_in"
    HIDE_OR_DIG_IN = "hide_or_dig_in"


class RfSpot(StrEnum):  # SOLO-RF-2, SOLO-GR-1
    NEAREST_HEROES = "nearest_heroes"
    READING_ORDER = "reading_order"


class RfAreasFallback(StrEnum):  # SOLO-RF-1
    DEPLOYMENT = "deployment"
    GOLDEN_RULE = "golden_rule"


@dataclass(frozen=True, slots=True)
class SoloTableOptions:
    """How the solo deck and river play the villains on a free table (Eisdrachen, D20): every
    reading the solo rules need where they speak of zones, energy or cubes (``docs/solo.md``,
    "Free tables"). Lengths are millimetres."""

    energy: TableEnergy = TableEnergy.NONE
    """The games have no energy: every activated tile acts, as the solo rules' hard mode
    (SOLO-VT-6, SOLO-CL, SOLO-HM-1/2)."""
    extra_move: float = 0.0
    """« un cube d'énergie maximum pour atteindre sa cible » has no counterpart in V or
    Mouvement: the extra length, in the table's unit, 0 = off (SOLO-MV-3, AMB-26)."""
    tie_tolerance_mm: float = 5.0
    """Below the movement grid's error bound on a 150 mm move two lengths cannot be told apart
    (SOLO-TIE, SOLO-ML/RG/AD)."""
    row_tolerance_mm: float = 25.0
    """Figures in one row by eye differ in y by less than a base, 1 pas (AMB-7, SOLO-VT-6,
    SOLO-RF-1)."""
    melee_approach: MeleeApproach = MeleeApproach.REACH
    """Eisdrachen puts figures in contact automatically « si leur distance… inférieur à 3 pas »
    (SOLO-ML)."""
    objective_reach_mm: float = 10.0
    """The D20 reading of "standing at an object", used by both systems (SOLO-DF, SOLO-VO)."""
    place_radius_mm: float = 75.0
    """« l'endroit » of an objective = within 3 pas, the text's contact radius (SOLO-TIE,
    AMB-16)."""
    weapon_choice: WeaponChoice = WeaponChoice.BEST_EXPECTED
    """Among weapons of the chosen kind the exact expected loss is known: the golden rule's
    most disadvantageous (SOLO-MA)."""
    ranged_actions: RangedActions = RangedActions.SHOOT
    """The solo « attaque à distance » is a shot; a grenade needs a landing point the rules do
    not give (SOLO-RG)."""
    d20_move_mode: D20MoveMode = D20MoveMode.VIGILANT_IF_HALF
    """The vigilant walk changes nothing the solo rules decide when half the Mouvement reaches
    the goal, and gives +1 Dφ (SOLO-MV-1, SOLO-DR-2)."""
    d20_attack_replan: D20AttackReplan = D20AttackReplan.REPLAN
    """Moves and shots are separate phases: a target gone by the actions phase is chosen again
    by the same icon's attack rules from where the figure stands (SOLO-ML/RG, SOLO-TIE)."""
    d20_take_cover: bool = False
    """« Mise à l'abri » ends the figure's turn; the solo rules always move then attack
    (SOLO-MV-1)."""
    d20_retreat_opponent: D20RetreatOpponent = D20RetreatOpponent.HIGHEST_MELEE
    """The owner chooses; the best Càc is the most disadvantageous for the player (SOLO-GR-1)."""
    d20_interrupt_fire: bool = True
    """A villain ready to fire fires; the AI never chooses ready-to-fire itself (SOLO-RG)."""
    eis_move_mode: EisMoveMode = EisMoveMode.MOVE_OR_CRAWL
    """« toujours le chemin utilisant le moins de points de déplacement »: crawl where only a
    crawl passes, wire (SOLO-MV-1)."""
    eis_climb: EisClimb = EisClimb.NEVER
    """« 2) Escalader » is a whole action: the activation would have none left to attack
    (SOLO-MV-1)."""
    eis_answer: bool = True
    """An alerted villain's answer is free, like the free rerolls the AI always takes
    (SOLO-DR-1)."""
    eis_spare_action: EisSpareAction = EisSpareAction.NONE
    """The solo rules only move then act, SPEC §1.2 (SOLO-VT-7)."""
    rf_spot: RfSpot = RfSpot.NEAREST_HEROES
    """The golden rule: the most disadvantageous place for the player (SOLO-RF-2, SOLO-GR-1)."""
    rf_areas_fallback: RfAreasFallback = RfAreasFallback.DEPLOYMENT
    """D20 « 2. Le Déploiement » is where the villains enter the table (SOLO-RF-1)."""


@dataclass(frozen=True, slots=True)
class RulesOptions:
    river: RiverOptions = field(default_factory=RiverOptions)
    movement: MovementOptions = field(default_factory=MovementOptions)
    los: LosOptions = field(default_factory=LosOptions)
    targeting: TargetingOptions = field(default_factory=TargetingOptions)
    icons: IconOptions = field(default_factory=IconOptions)
    dice: DiceOptions = field(default_factory=DiceOptions)
    events: EventOptions = field(default_factory=EventOptions)
    reinforcements: ReinforcementOptions = field(default_factory=ReinforcementOptions)
    golden_rule: GoldenRule = GoldenRule.ASK_PLAYER
    hard_mode: HardModeOptions = field(default_factory=HardModeOptions)
    reading_order: ReadingOrderOptions = field(default_factory=ReadingOrderOptions)
    eisdrachen: EisdrachenOptions = field(default_factory=EisdrachenOptions)
    d20: D20Options = field(default_factory=D20Options)
    solo_table: SoloTableOptions = added_field(SoloTableOptions())
    """The solo deck and river on free tables (``docs/solo.md``, "Free tables")."""


SOLO_TABLE_GROUPS = (
    "solo_table",
    "general",
    "river",
    "targeting",
    "icons",
    "events",
    "reinforcements",
    "hard_mode",
)
"""The groups of ``RulesOptions`` the solo deck and river read on a free table, after the
system's own (``general``: the golden rule); movement, sight, dice and reading order are the
system's (``docs/solo.md``, "Free tables")."""

