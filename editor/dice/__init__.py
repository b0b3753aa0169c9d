"""The dice engine of the solo AI: seeded rolls, exact distributions and the AI's reroll policy.

Pure Python over the model's ``DiceSet`` (dice are data, PRODUCT §2b): no Qt, no SQLAlchemy.
"""
