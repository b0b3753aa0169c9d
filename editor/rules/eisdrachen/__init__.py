"""The Eisdrachen rule-system plug-in (``rules/eisdrachen-actions.fr.txt``): d6 rolls, distances
in pas, profiles with V, I (1 Bleu … 4 Assassin), A, F and PV.

``rules`` holds the numbers and the choices the text leaves open, ``odds`` the exact odds of
the chain « 3) Tir » and of the rolls built on it (sniper, dug-in target, grenade, melee with
its riposte, prayer rerolls), ``tables`` the d6 tables (traps, prayer, jump), ``resolve`` the
outcome of given dice, ``report`` the JSON form. Pure core: no Qt, no SQLAlchemy.
"""
