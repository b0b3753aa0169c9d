"""The D20 skirmish rule-system plug-in (``rules/d20-skirmish.fr.txt``): one D20 for every roll,
distances in cm, profiles with Mouvement, Tir, Càc, Force, Dφ, PC, Intelligence, Dextérité.

``odds`` holds the exact odds of its rolls (an attack's fixed terms + 1D20 against Dφ, opposed
tests, initiative with its rerolled ties) and the outcome of given dice, ``report`` their JSON
form. Pure core: no Qt, no SQLAlchemy.
"""
